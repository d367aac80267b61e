import { texts } from "../chat-launcher";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  button: `${company.shortName} असिस्टेंट से चैट करें`,
  bubble: "क्या मैं आपकी मदद करूँ?",
});
