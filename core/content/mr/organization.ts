import { texts } from "../organization";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  slogan: "माल वेळेवर पोहोचवणे ही आमची जबाबदारी आहे.",
  country: "भारत",
});
