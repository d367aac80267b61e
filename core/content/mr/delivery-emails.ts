import { texts } from "../delivery-emails";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  acceptedSubject: "शिपमेंट {lrNo}: तुमची विनंती मान्य झाली आहे",
  declinedSubject: "शिपमेंट {lrNo}: आम्ही तुमची विनंती मान्य करू शकलो नाही",
  asked: {
    reschedule: "तुम्ही शिपमेंट {lrNo} ची डिलिव्हरी {date} रोजी करायला सांगितली होती.",
    instructions: "तुम्ही शिपमेंट {lrNo} च्या ड्रायव्हरसाठी सूचना पाठवल्या होत्या.",
    phone: "तुम्ही शिपमेंट {lrNo} च्या ड्रायव्हरला दुसरा मोबाइल नंबर दिला होता.",
    collect: "तुम्ही शिपमेंट {lrNo} आमच्या {branch} शाखेतून घ्यायचे सांगितले होते.",
  },
  accepted: {
    reschedule: "आम्ही ती मान्य केली आहे: डिलिव्हरीची नवी अपेक्षित तारीख {date} आहे.",
    instructions: "आम्ही त्या मान्य केल्या आहेत: ड्रायव्हरकडे या सूचना असतील.",
    phone: "आम्ही ती मान्य केली आहे: ड्रायव्हर त्या नंबरवर कॉल करेल.",
    collect:
      "आम्ही ती मान्य केली आहे. ते {branch}, {address} {pincode} येथून घ्या. वेळ: {hours}. कृपया LR नंबर आणि फोटो असलेले ओळखपत्र सोबत आणा.",
  },
  declined: "आम्ही ती मान्य करू शकलो नाही. आमच्या टीमचे कारण: {reason}",
  declinedNext: "तुम्ही शिपमेंटच्या पेजवर दुसरे काही मागू शकता, किंवा आम्हाला {phone} वर कॉल करा.",
  page: "शिपमेंटचे पेज: {pageUrl}",
  days: { "mon-sat": "सोमवार ते शनिवार" },
  hours: "{days}, {opens} ते {closes}",
  silenceSubject: "शिपमेंट {lrNo}: 2 दिवसांपासून कोणतेही अपडेट नाही",
  silenceBody: [
    "{when} पासून शिपमेंट {lrNo} चे कोणतेही नवे अपडेट आलेले नाही.",
    "",
    "ते कुठे आहे ते आम्ही तपासत आहोत, आणि पुढच्या अपडेटला तुम्हाला पुन्हा लिहू.",
    "तुम्हाला आत्ता मदत हवी असल्यास, अडचण कळवा: {problemUrl}",
    "",
    "शिपमेंट ट्रॅक करा: {pageUrl}",
  ],
  stop: "हे ईमेल बंद करा: {unsubscribeUrl}",
  signature: company.name,
});
