import type { texts } from "../organization";
import type { Review, TranslationOf } from "../../texts";

export const review: Review = "reviewed";

export default {
  slogan: "माल वेळेवर पोहोचवणे ही आमची जबाबदारी आहे.",
  country: "भारत",
} satisfies TranslationOf<typeof texts>;
