import type { texts } from "../validation";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  messages: {
    "Enter your name.": "तुमचे नाव लिहा.",
    "Enter your email address, like name@example.com.":
      "तुमचा ईमेल पत्ता लिहा, उदा. name@example.com.",
    "Enter your 10-digit mobile number, like 98765 43210.":
      "तुमचा 10 अंकी मोबाइल नंबर लिहा, उदा. 98765 43210.",
    "Enter the 6-digit PIN code, like 401208.": "6 अंकी पिन कोड लिहा, उदा. 401208.",
    "Enter the address.": "पत्ता लिहा.",
    "Enter the city.": "शहर लिहा.",
    "Enter the state, like Maharashtra.": "राज्य लिहा, उदा. महाराष्ट्र.",
    "Remove the unusual characters from this field.": "या फील्डमधील असामान्य अक्षरे काढून टाका.",
    "Remove the invisible characters from this field: they often come along with copied text.":
      "या फील्डमधील अदृश्य अक्षरे काढून टाका: ती अनेकदा कॉपी केलेल्या मजकुरासोबत येतात.",
    "This question has expired. Please answer the new question.":
      "या प्रश्नाची वेळ संपली. कृपया नवीन प्रश्नाचे उत्तर द्या.",
    "Enter the answer to the question, as a number.": "प्रश्नाचे उत्तर संख्येत लिहा.",
    "Enter the answer as a number, like 12.": "उत्तर संख्येत लिहा, उदा. 12.",
    "That answer is not right. Please answer the new question.":
      "हे उत्तर बरोबर नाही. कृपया नवीन प्रश्नाचे उत्तर द्या.",
    "That question has expired. Please answer the new question.":
      "त्या प्रश्नाची वेळ संपली. कृपया नवीन प्रश्नाचे उत्तर द्या.",
    "That question was already answered. Please answer the new question.":
      "त्या प्रश्नाचे उत्तर आधीच दिले आहे. कृपया नवीन प्रश्नाचे उत्तर द्या.",
    "Choose the service you need.": "तुम्हाला हवी असलेली सेवा निवडा.",
    "Enter where the goods start, like Pune, Maharashtra.":
      "माल कुठून निघणार ते लिहा, उदा. पुणे, महाराष्ट्र.",
    "Enter where the goods go, like Delhi, Delhi.": "माल कुठे जाणार ते लिहा, उदा. दिल्ली, दिल्ली.",
    "Enter the weight in kg, like 25.": "वजन kg मध्ये लिहा, उदा. 25.",
    "Enter a weight above 0 kg.": "0 kg पेक्षा जास्त वजन लिहा.",
    "Choose a transport service; warehousing is priced by quote.":
      "ट्रान्सपोर्ट सेवा निवडा; वेअरहाउसिंगची किंमत कोटेशनने ठरते.",
    "Choose the pickup date.": "पिकअपची तारीख निवडा.",
    "Choose today or a later date.": "आजची किंवा नंतरची तारीख निवडा.",
    "Choose a date within the next 12 months.": "पुढील 12 महिन्यांतील तारीख निवडा.",
    "Enter the time like 10:30, or leave it empty.": "वेळ 10:30 अशी लिहा, किंवा रिकामी ठेवा.",
    "Enter the number of boxes as a whole number, like 5.":
      "बॉक्सची संख्या पूर्ण संख्येत लिहा, उदा. 5.",
    "Enter at least 1 box.": "किमान 1 बॉक्स लिहा.",
    "For more than 10,000 boxes, please call us.":
      "10,000 पेक्षा जास्त बॉक्ससाठी कृपया आम्हाला कॉल करा.",
    "Choose the load type.": "लोडचा प्रकार निवडा.",
    "Enter the subject of your message.": "तुमच्या संदेशाचा विषय लिहा.",
    "Enter your message.": "तुमचा संदेश लिहा.",
    "Enter your company's name.": "तुमच्या कंपनीचे नाव लिहा.",
    "Enter your company or firm's name.": "तुमच्या कंपनीचे किंवा फर्मचे नाव लिहा.",
    "Choose your type of business.": "तुमच्या व्यवसायाचा प्रकार निवडा.",
    "Tell us your experience, like 5 years in courier.":
      "तुमचा अनुभव सांगा, उदा. कुरिअरमध्ये 5 वर्षे.",
    "Enter the amount you can invest, like ₹10 lakh.":
      "तुम्ही किती गुंतवणूक करू शकता ते लिहा, उदा. ₹10 लाख.",
    "Enter the city you want to serve.": "तुम्हाला जिथे सेवा द्यायची आहे ते शहर लिहा.",
    "An LR number has 6 to 20 letters and digits, like LR123456789.":
      "LR नंबरमध्ये 6 ते 20 अक्षरे आणि अंक असतात, उदा. LR123456789.",
    "The form was not sent properly. Please try again.":
      "फॉर्म नीट पाठवला गेला नाही. कृपया पुन्हा प्रयत्न करा.",
    "Too many submissions from your network. Please wait a minute and try again.":
      "तुमच्या नेटवर्कवरून खूप जास्त फॉर्म आले आहेत. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.",
    "Please try again later.": "कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
    "This form was already sent with other details. Reload the page to send a new one.":
      "हा फॉर्म आधीच वेगळ्या माहितीसह पाठवला आहे. नवीन पाठवण्यासाठी पेज पुन्हा लोड करा.",
    "Choose the job you are applying for.": "तुम्ही ज्या नोकरीसाठी अर्ज करत आहात ती निवडा.",
    "Full Name is required": "पूर्ण नाव आवश्यक आहे",
    "Email is required": "ईमेल आवश्यक आहे",
    "Phone Number is required": "फोन नंबर आवश्यक आहे",
    "Experience is required": "अनुभव आवश्यक आहे",
    "Enter your years of experience as a number, like 3 or 0 for none.":
      "अनुभवाची वर्षे संख्येत लिहा, उदा. 3, किंवा अनुभव नसेल तर 0.",
    "Current Job Title is required": "सध्याचे जॉब टायटल आवश्यक आहे",
    "Skills are required": "स्किल्स आवश्यक आहेत",
    "Keep each skill under 60 characters.": "प्रत्येक स्किल 60 अक्षरांपेक्षा कमी ठेवा.",
    "Current Salary is required": "सध्याचा पगार आवश्यक आहे",
    "Expected Salary is required": "अपेक्षित पगार आवश्यक आहे",
    "Please select relocate option": "स्थलांतर करायला तयार आहात का? ‘हो’ किंवा ‘नाही’ निवडा.",
    "Please select work authorization": "भारतात काम करण्याची परवानगी आहे का, ते निवडा.",
    "Resume is required": "रेझ्युमे आवश्यक आहे",
    "Your résumé is larger than 5 MB. Please choose a smaller file.":
      "तुमचा रेझ्युमे 5 MB पेक्षा मोठा आहे. कृपया लहान फाइल निवडा.",
    "Upload your résumé as a PDF, DOC or DOCX file.":
      "तुमचा रेझ्युमे PDF, DOC किंवा DOCX फाइल म्हणून अपलोड करा.",
    "This file is empty. Please choose your résumé again.":
      "ही फाइल रिकामी आहे. कृपया तुमचा रेझ्युमे पुन्हा निवडा.",
    "This document contains macros. Please save it as a Word document (.docx) or PDF without macros and upload it again.":
      "या डॉक्युमेंटमध्ये मॅक्रो आहेत. कृपया तो मॅक्रोशिवाय Word डॉक्युमेंट (.docx) किंवा PDF म्हणून सेव्ह करून पुन्हा अपलोड करा.",
    "We could not read this file. Please save it again as a PDF or DOCX and upload it.":
      "आम्हाला ही फाइल वाचता आली नाही. कृपया ती PDF किंवा DOCX म्हणून पुन्हा सेव्ह करून अपलोड करा.",
    "This job is no longer open. Please choose another opening.":
      "ही नोकरी आता उपलब्ध नाही. कृपया दुसरी जागा निवडा.",
  },
  templates: {
    "Use at most {max} characters.": "जास्तीत जास्त {max} अक्षरे लिहा.",
    "For more than {max} kg, tell us in the notes.":
      "{max} kg पेक्षा जास्त वजनासाठी नोट्समध्ये सांगा.",
    "For more than {max} kg, ask for a quote or choose a truck load.":
      "{max} kg पेक्षा जास्त वजनासाठी कोटेशन मागवा किंवा ट्रक लोड निवडा.",
    "We could not find PIN code {pincode}. Check the 6 digits.":
      "पिन कोड {pincode} सापडला नाही. 6 अंक तपासा.",
    "We do not deliver to or from PIN code {pincode} yet. You can still send your request and we will see what we can do.":
      "आम्ही अजून पिन कोड {pincode} येथे किंवा तेथून डिलिव्हरी करत नाही. तरीही तुमची विनंती पाठवा, आम्ही काय करू शकतो ते पाहू.",
    "List at most {max} skills.": "जास्तीत जास्त {max} स्किल्स लिहा.",
    "Enter the full link, like {example}": "पूर्ण लिंक लिहा, उदा. {example}",
    "You entered {count} LR numbers. Track up to {max} at a time: remove {remove} and try again.":
      "तुम्ही {count} LR नंबर टाकले आहेत. एका वेळी {max} पर्यंत ट्रॅक करा: {remove} काढून पुन्हा प्रयत्न करा.",
    "This is not an LR number: {shown}. An LR number has 6 to 20 letters and digits, like LR123456789.":
      "हा LR नंबर नाही: {shown}. LR नंबरमध्ये 6 ते 20 अक्षरे आणि अंक असतात, उदा. LR123456789.",
    "These are not LR numbers: {shown}. An LR number has 6 to 20 letters and digits, like LR123456789.":
      "हे LR नंबर नाहीत: {shown}. LR नंबरमध्ये 6 ते 20 अक्षरे आणि अंक असतात, उदा. LR123456789.",
  },
} satisfies TranslationOf<typeof texts>;
