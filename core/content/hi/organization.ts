import { texts } from "../organization";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  slogan: "माल समय पर पहुँचाना हमारी ज़िम्मेदारी है।",
  country: "भारत",
});
