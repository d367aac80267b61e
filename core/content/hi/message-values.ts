import { texts } from "../message-values";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "machine";

export default translate(texts, "hi", {
  answer: {
    accepted: "मान ली गई",
    acceptedOn: "{day} के लिए मान ली गई",
    declined: "नहीं मानी जा सकी",
  },
});
