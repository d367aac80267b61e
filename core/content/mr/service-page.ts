import { texts } from "../service-page";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  overviewEyebrow: "थोडक्यात",
  overviewTitle: "{name} कसे काम करते",
  idealForTitle: "कोणासाठी योग्य",
  featuresEyebrow: "तुम्हाला काय मिळते",
  featuresTitle: "{name}साठी आम्हालाच का निवडावे",
  billingEyebrow: "बिलिंगचे पर्याय",
  featuresText: "संपूर्ण भारतातील शिपर्स ही सेवा का निवडतात याची सहा कारणे.",
  networkEyebrow: "आमचे नेटवर्क",
  networkTitle: "प्रत्येक सेवेमागे एकच नेटवर्क",
  otherServicesEyebrow: "आणखी सेवा",
  otherServicesTitle: "आमच्या इतर सेवा पाहा",
  otherServicesText:
    "आमचे बहुतेक ग्राहक एकापेक्षा जास्त सेवा वापरतात. सर्व सेवांमध्ये ट्रॅकिंग आणि सपोर्ट सारखेच आहेत.",
  parentLabel: "सेवा",
  cta: { label: "कोटेशन मिळवा" },
  ctaHidden: "{name}साठी",
  networkStats: [
    { value: "{trucks}", label: "GPS असलेले ट्रक" },
    { value: "{staff}", label: "प्रशिक्षित कर्मचारी" },
    { value: "{onTime}", label: "वेळेवर पोहोचलेली शिपमेंट्स" },
    { value: "{support}", label: "कस्टमर सपोर्ट" },
  ],
  servicesSection: {
    eyebrow: "तुमची सेवा निवडा",
    title: "माल पाठवण्याचे सहा मार्ग",
    text: "तुमचा लोड, डेडलाइन आणि बजेट यानुसार सेवा निवडा. प्रत्येक सेवा एकाच ट्रॅक होणाऱ्या नेटवर्कवर चालते.",
  },
});
