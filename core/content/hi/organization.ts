import type { texts } from "../organization";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  slogan: "माल समय पर पहुँचाना हमारी ज़िम्मेदारी है।",
  country: "भारत",
} satisfies TranslationOf<typeof texts>;
