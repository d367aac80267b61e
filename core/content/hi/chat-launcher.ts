import type { texts } from "../chat-launcher";
import { company } from "../company";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  button: `${company.shortName} असिस्टेंट से चैट करें`,
  bubble: "क्या मैं आपकी मदद करूँ?",
} satisfies TranslationOf<typeof texts>;
