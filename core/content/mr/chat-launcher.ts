import type { texts } from "../chat-launcher";
import { company } from "../company";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  button: `${company.shortName} असिस्टंटशी चॅट करा`,
  bubble: "मी तुमची मदत करू का?",
} satisfies TranslationOf<typeof texts>;
