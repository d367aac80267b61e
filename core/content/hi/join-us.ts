import { texts } from "../join-us";
import type { Review } from "../../texts";
import { translate } from "../translate";

// businessSignIn was written after the native review; a native speaker has not read it yet.
export const review: Review = "machine";

export default translate(texts, "hi", {
  joinLinks: [
    {
      title: "फ्रेंचाइज़ी",
      text: "हमारे नेटवर्क और ब्रांड के साथ अपने शहर में {brand} का बुकिंग और डिलीवरी पॉइंट चलाएँ।",
      action: "फ्रेंचाइज़ी के बारे में पूछें",
    },
    {
      title: "क्लाइंट रजिस्ट्रेशन",
      text: "पिकअप बुक करने, कॉन्ट्रैक्ट रेट पाने और Paid, To-Pay या Prepaid बिलिंग चुनने के लिए अपना बिज़नेस रजिस्टर करें।",
      action: "क्लाइंट के रूप में रजिस्टर करें",
    },
    {
      title: "वेयरहाउसिंग",
      text: "अपना स्टॉक {warehousingSqFt} वर्ग फ़ुट की मैनेज्ड जगह में रखें, पैकिंग और डिस्पैच हमारी टीम करेगी।",
      action: "वेयरहाउसिंग देखें",
    },
    {
      title: "कोटेशन लें",
      text: "हमें बताएँ कि आप क्या और कहाँ भेजते हैं। हम 24 घंटे के अंदर रेट बताएँगे।",
      action: "कोटेशन माँगें",
    },
  ],
  joinUsSections: {
    links: {
      eyebrow: "हमारे साथ काम करने के तरीके",
      title: "हमारे नेटवर्क के साथ अपना बिज़नेस बढ़ाएँ",
      text: "क्लाइंट बनकर माल भेजें, फ्रेंचाइज़ी पार्टनर बनें या अपना माल हमारे पास रखें।",
    },
    faq: {
      eyebrow: "सवाल",
      title: "बिज़नेस अकाउंट: अक्सर पूछे जाने वाले सवाल",
      text: "अकाउंट खोलने से पहले बिज़नेस हमसे ये सवाल पूछते हैं।",
    },
  },
  businessSignIn: {
    text: "क्या आप पहले से बिज़नेस अकाउंट से माल भेजते हैं?",
    action: "अपने बिज़नेस अकाउंट में साइन इन करें",
  },
  joinUsCta: {
    title: "बिज़नेस के रूप में माल भेजने के लिए तैयार हैं?",
    text: "अपने माल की मात्रा और रूट के बारे में हमारी टीम से बात करें, या अभी कोटेशन माँगें।",
    contact: "संपर्क करें",
    quote: "कोटेशन लें",
  },
});
