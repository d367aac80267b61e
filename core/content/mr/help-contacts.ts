import type { texts } from "../help-contacts";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  title: "आत्ता मदत हवी आहे?",
  text: "आमची सपोर्ट टीम 24/7 उत्तर देते. शिपमेंटबद्दल विचारत असाल, तर तुमचा LR नंबर तयार ठेवा.",
  call: "{phone} वर कॉल करा",
} satisfies TranslationOf<typeof texts>;
