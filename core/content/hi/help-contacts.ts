import type { texts } from "../help-contacts";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  title: "अभी मदद चाहिए?",
  text: "हमारी सपोर्ट टीम 24/7 जवाब देती है। शिपमेंट के बारे में पूछ रहे हैं, तो अपना LR नंबर तैयार रखें।",
  call: "{phone} पर कॉल करें",
} satisfies TranslationOf<typeof texts>;
