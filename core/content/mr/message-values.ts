import { texts } from "../message-values";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "machine";

export default translate(texts, "mr", {
  answer: {
    accepted: "मान्य झाली",
    acceptedOn: "{day} साठी मान्य झाली",
    declined: "मान्य होऊ शकली नाही",
  },
});
