import { texts } from "../delivery-emails";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  acceptedSubject: "शिपमेंट {lrNo}: आपकी रिक्वेस्ट मान ली गई है",
  declinedSubject: "शिपमेंट {lrNo}: हम आपकी रिक्वेस्ट नहीं मान सके",
  asked: {
    reschedule: "आपने शिपमेंट {lrNo} की डिलीवरी {date} को करने के लिए कहा था।",
    instructions: "आपने शिपमेंट {lrNo} के ड्राइवर के लिए निर्देश भेजे थे।",
    phone: "आपने शिपमेंट {lrNo} के ड्राइवर को दूसरा मोबाइल नंबर दिया था।",
    collect: "आपने शिपमेंट {lrNo} हमारी {branch} शाखा से लेने के लिए कहा था।",
  },
  accepted: {
    reschedule: "हमने इसे मान लिया है: डिलीवरी की नई अनुमानित तारीख {date} है।",
    instructions: "हमने इन्हें मान लिया है: ड्राइवर के पास ये निर्देश रहेंगे।",
    phone: "हमने इसे मान लिया है: ड्राइवर उसी नंबर पर कॉल करेगा।",
    collect:
      "हमने इसे मान लिया है। इसे {branch}, {address} {pincode} से लें। खुलने का समय: {hours}। कृपया LR नंबर और फ़ोटो वाला पहचान पत्र साथ लाएँ।",
  },
  declined: "हम इसे नहीं मान सके। कारण: {reason}",
  declinedNext: "आप शिपमेंट के पेज पर कुछ और माँग सकते हैं, या हमें {phone} पर कॉल करें।",
  page: "शिपमेंट का पेज: {pageUrl}",
  days: { "mon-sat": "सोमवार से शनिवार" },
  hours: "{days}, {opens} से {closes} तक",
  silenceSubject: "शिपमेंट {lrNo}: 2 दिन से कोई अपडेट नहीं",
  silenceBody: [
    "{when} के बाद से शिपमेंट {lrNo} का कोई नया अपडेट नहीं आया है।",
    "",
    "हम पता कर रहे हैं कि यह कहाँ है, और अगले अपडेट पर आपको फिर लिखेंगे।",
    "अगर आपको अभी मदद चाहिए, तो समस्या बताएँ: {problemUrl}",
    "",
    "शिपमेंट ट्रैक करें: {pageUrl}",
  ],
  stop: "ये ईमेल बंद करें: {unsubscribeUrl}",
  signature: company.name,
});
