import { texts } from "../lead-emails";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  greeting: "नमस्ते,",
  thanks: "{company} से संपर्क करने के लिए धन्यवाद।",
  reference: "आपका रेफ़रेंस नंबर: {id}",
  next: "आगे क्या होगा: {promise}",
  questions: "कोई सवाल? {phone} पर कॉल करें या अपने रेफ़रेंस नंबर के साथ इस ईमेल का जवाब दें।",
  notYou: "अगर यह आपने नहीं भेजा, तो इस ईमेल को अनदेखा करें।",
  signature: company.name,
  kinds: {
    quote: {
      subject: "हमें आपका कोटेशन अनुरोध मिल गया है - {company}",
      received: "हमें अपनी वेबसाइट पर आपका कोटेशन अनुरोध मिल गया है।",
      promise: "हम 24 घंटे के अंदर आपसे संपर्क करेंगे।",
    },
    customQuote: {
      subject: "हमें आपका कस्टम कोटेशन अनुरोध मिल गया है - {company}",
      received: "हमें अपनी वेबसाइट पर आपका कस्टम कोटेशन अनुरोध मिल गया है।",
      promise: "हम 24 घंटे के अंदर आपसे संपर्क करेंगे।",
    },
    pickup: {
      subject: "हमें आपकी पिकअप रिक्वेस्ट मिल गई है - {company}",
      received: "हमें अपनी वेबसाइट पर आपकी पिकअप रिक्वेस्ट मिल गई है।",
      promise: "पिकअप का समय कन्फ़र्म करने के लिए हम आपको कॉल करेंगे।",
    },
    contact: {
      subject: "हमें आपका संदेश मिल गया है - {company}",
      received: "हमें अपनी वेबसाइट पर आपका संदेश मिल गया है।",
      promise: "हमारी सपोर्ट टीम जल्द ही जवाब देगी।",
    },
    client: {
      subject: "हमें आपका क्लाइंट रजिस्ट्रेशन मिल गया है - {company}",
      received: "हमें अपनी वेबसाइट पर आपका क्लाइंट रजिस्ट्रेशन मिल गया है।",
      promise: "आपका अकाउंट शुरू करने के लिए हमारी टीम आपको कॉल करेगी।",
    },
    franchise: {
      subject: "हमें आपकी फ्रेंचाइज़ी पूछताछ मिल गई है - {company}",
      received: "हमें अपनी वेबसाइट पर आपकी फ्रेंचाइज़ी पूछताछ मिल गई है।",
      promise: "आगे की बात करने के लिए हमारी फ्रेंचाइज़ी टीम आपको कॉल करेगी।",
    },
    application: {
      subject: "हमें {job} पद के लिए आपका आवेदन मिल गया है - {company}",
      received: "हमें अपनी वेबसाइट पर {job} पद के लिए आपका आवेदन मिल गया है।",
      promise: "हमारी हायरिंग टीम हर आवेदन पढ़ती है और जल्द ही आपसे संपर्क करेगी।",
    },
  },
});
