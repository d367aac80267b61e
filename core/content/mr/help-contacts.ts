import { texts } from "../help-contacts";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  title: "आत्ता मदत हवी आहे?",
  text: "आमची सपोर्ट टीम {support} उत्तर देते. शिपमेंटबद्दल विचारत असाल, तर तुमचा LR नंबर तयार ठेवा.",
  call: "{phone} वर कॉल करा",
  raise: "विनंती नोंदवा",
  problem: "शिपमेंटमध्ये काही अडचण? विनंती नोंदवा: तिकीट नंबर मिळेल आणि 48 तासांत उत्तर.",
});
