import type { texts } from "../validation";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  messages: {
    "Enter your name.": "अपना नाम लिखें।",
    "Enter your email address, like name@example.com.":
      "अपना ईमेल पता लिखें, जैसे name@example.com।",
    "Enter your 10-digit mobile number, like 98765 43210.":
      "अपना 10 अंकों का मोबाइल नंबर लिखें, जैसे 98765 43210।",
    "Enter the 6-digit PIN code, like 401208.": "6 अंकों का पिन कोड लिखें, जैसे 401208।",
    "Enter the address.": "पता लिखें।",
    "Enter the city.": "शहर लिखें।",
    "Enter the state, like Maharashtra.": "राज्य लिखें, जैसे महाराष्ट्र।",
    "Remove the unusual characters from this field.": "इस फ़ील्ड से असामान्य अक्षर हटा दें।",
    "Remove the invisible characters from this field: they often come along with copied text.":
      "इस फ़ील्ड से अदृश्य अक्षर हटा दें: ये अक्सर कॉपी किए गए टेक्स्ट के साथ आ जाते हैं।",
    "This question has expired. Please answer the new question.":
      "इस सवाल का समय खत्म हो गया। कृपया नए सवाल का जवाब दें।",
    "Enter the answer to the question, as a number.": "सवाल का जवाब संख्या में लिखें।",
    "Enter the answer as a number, like 12.": "जवाब संख्या में लिखें, जैसे 12।",
    "That answer is not right. Please answer the new question.":
      "यह जवाब सही नहीं है। कृपया नए सवाल का जवाब दें।",
    "That question has expired. Please answer the new question.":
      "उस सवाल का समय खत्म हो गया। कृपया नए सवाल का जवाब दें।",
    "That question was already answered. Please answer the new question.":
      "उस सवाल का जवाब पहले ही दिया जा चुका है। कृपया नए सवाल का जवाब दें।",
    "Choose the service you need.": "अपनी ज़रूरत की सेवा चुनें।",
    "Enter where the goods start, like Pune, Maharashtra.":
      "सामान कहाँ से जाएगा, लिखें, जैसे पुणे, महाराष्ट्र।",
    "Enter where the goods go, like Delhi, Delhi.": "सामान कहाँ जाएगा, लिखें, जैसे दिल्ली, दिल्ली।",
    "Enter the weight in kg, like 25.": "वज़न kg में लिखें, जैसे 25।",
    "Enter a weight above 0 kg.": "0 kg से ज़्यादा वज़न लिखें।",
    "Choose a transport service; warehousing is priced by quote.":
      "ट्रांसपोर्ट सेवा चुनें; वेयरहाउसिंग की कीमत कोटेशन से तय होती है।",
    "Choose the pickup date.": "पिकअप की तारीख चुनें।",
    "Choose today or a later date.": "आज की या उसके बाद की तारीख चुनें।",
    "Choose a date within the next 12 months.": "अगले 12 महीनों के अंदर की तारीख चुनें।",
    "Enter the time like 10:30, or leave it empty.": "समय 10:30 जैसे लिखें, या खाली छोड़ दें।",
    "Enter the number of boxes as a whole number, like 5.":
      "बॉक्स की संख्या पूरी संख्या में लिखें, जैसे 5।",
    "Enter at least 1 box.": "कम से कम 1 बॉक्स लिखें।",
    "For more than 10,000 boxes, please call us.":
      "10,000 से ज़्यादा बॉक्स के लिए कृपया हमें कॉल करें।",
    "Choose the load type.": "लोड का प्रकार चुनें।",
    "Enter the subject of your message.": "अपने संदेश का विषय लिखें।",
    "Enter your message.": "अपना संदेश लिखें।",
    "Enter your company's name.": "अपनी कंपनी का नाम लिखें।",
    "Enter your company or firm's name.": "अपनी कंपनी या फ़र्म का नाम लिखें।",
    "Choose your type of business.": "अपने बिज़नेस का प्रकार चुनें।",
    "Tell us your experience, like 5 years in courier.": "अपना अनुभव बताएँ, जैसे कूरियर में 5 साल।",
    "Enter the amount you can invest, like ₹10 lakh.":
      "आप कितना निवेश कर सकते हैं, लिखें, जैसे ₹10 लाख।",
    "Enter the city you want to serve.": "वह शहर लिखें जहाँ आप सेवा देना चाहते हैं।",
    "An LR number has 6 to 20 letters and digits, like LR123456789.":
      "LR नंबर में 6 से 20 अक्षर और अंक होते हैं, जैसे LR123456789।",
    "The form was not sent properly. Please try again.":
      "फ़ॉर्म ठीक से नहीं भेजा गया। कृपया फिर कोशिश करें।",
    "Too many submissions from your network. Please wait a minute and try again.":
      "आपके नेटवर्क से बहुत ज़्यादा फ़ॉर्म आए हैं। कृपया एक मिनट रुककर फिर कोशिश करें।",
    "Please try again later.": "कृपया थोड़ी देर बाद फिर कोशिश करें।",
    "This form was already sent with other details. Reload the page to send a new one.":
      "यह फ़ॉर्म पहले ही दूसरी जानकारी के साथ भेजा जा चुका है। नया भेजने के लिए पेज फिर से लोड करें।",
    "Choose the job you are applying for.": "वह नौकरी चुनें जिसके लिए आप आवेदन कर रहे हैं।",
    "Full Name is required": "पूरा नाम ज़रूरी है",
    "Email is required": "ईमेल ज़रूरी है",
    "Phone Number is required": "फ़ोन नंबर ज़रूरी है",
    "Experience is required": "अनुभव ज़रूरी है",
    "Enter your years of experience as a number, like 3 or 0 for none.":
      "अनुभव के साल संख्या में लिखें, जैसे 3, या अनुभव न हो तो 0।",
    "Current Job Title is required": "मौजूदा जॉब टाइटल ज़रूरी है",
    "Skills are required": "स्किल्स ज़रूरी हैं",
    "Keep each skill under 60 characters.": "हर स्किल 60 अक्षरों से कम रखें।",
    "Current Salary is required": "मौजूदा सैलरी ज़रूरी है",
    "Expected Salary is required": "अपेक्षित सैलरी ज़रूरी है",
    "Please select relocate option": "कृपया बताएँ कि आप दूसरी जगह जा सकते हैं या नहीं",
    "Please select work authorization":
      "कृपया बताएँ कि आप भारत में काम करने के लिए अधिकृत हैं या नहीं",
    "Resume is required": "रिज़्यूमे ज़रूरी है",
    "Your résumé is larger than 5 MB. Please choose a smaller file.":
      "आपका रिज़्यूमे 5 MB से बड़ा है। कृपया छोटी फ़ाइल चुनें।",
    "Upload your résumé as a PDF, DOC or DOCX file.":
      "अपना रिज़्यूमे PDF, DOC या DOCX फ़ाइल के रूप में अपलोड करें।",
    "This file is empty. Please choose your résumé again.":
      "यह फ़ाइल खाली है। कृपया अपना रिज़्यूमे फिर से चुनें।",
    "This document contains macros. Please save it as a Word document (.docx) or PDF without macros and upload it again.":
      "इस डॉक्यूमेंट में मैक्रो हैं। कृपया इसे बिना मैक्रो के Word डॉक्यूमेंट (.docx) या PDF के रूप में सेव करके फिर से अपलोड करें।",
    "We could not read this file. Please save it again as a PDF or DOCX and upload it.":
      "हम यह फ़ाइल नहीं पढ़ सके। कृपया इसे PDF या DOCX के रूप में फिर से सेव करके अपलोड करें।",
    "This job is no longer open. Please choose another opening.":
      "यह नौकरी अब खुली नहीं है। कृपया कोई दूसरा पद चुनें।",
  },
  templates: {
    "Use at most {max} characters.": "ज़्यादा से ज़्यादा {max} अक्षर लिखें।",
    "For more than {max} kg, tell us in the notes.": "{max} kg से ज़्यादा के लिए नोट्स में बताएँ।",
    "For more than {max} kg, ask for a quote or choose a truck load.":
      "{max} kg से ज़्यादा के लिए कोटेशन माँगें या ट्रक लोड चुनें।",
    "We could not find PIN code {pincode}. Check the 6 digits.":
      "पिन कोड {pincode} नहीं मिला। 6 अंक जाँच लें।",
    "We do not deliver to or from PIN code {pincode} yet. You can still send your request and we will see what we can do.":
      "हम अभी पिन कोड {pincode} तक या वहाँ से डिलीवरी नहीं करते। आप फिर भी अपना अनुरोध भेज सकते हैं, हम देखेंगे कि क्या कर सकते हैं।",
    "List at most {max} skills.": "ज़्यादा से ज़्यादा {max} स्किल्स लिखें।",
    "Enter the full link, like {example}": "पूरा लिंक लिखें, जैसे {example}",
    "You entered {count} LR numbers. Track up to {max} at a time: remove {remove} and try again.":
      "आपने {count} LR नंबर डाले हैं। एक बार में {max} तक ट्रैक करें: {remove} हटाकर फिर कोशिश करें।",
    "This is not an LR number: {shown}. An LR number has 6 to 20 letters and digits, like LR123456789.":
      "यह LR नंबर नहीं है: {shown}। LR नंबर में 6 से 20 अक्षर और अंक होते हैं, जैसे LR123456789।",
    "These are not LR numbers: {shown}. An LR number has 6 to 20 letters and digits, like LR123456789.":
      "ये LR नंबर नहीं हैं: {shown}। LR नंबर में 6 से 20 अक्षर और अंक होते हैं, जैसे LR123456789।",
  },
} satisfies TranslationOf<typeof texts>;
