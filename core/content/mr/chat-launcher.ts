import { texts } from "../chat-launcher";
import { company } from "../company";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  button: `${company.shortName} असिस्टंटशी चॅट करा`,
  bubble: "मी तुमची मदत करू का?",
});
