import { texts } from "../motion";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "hi", {
  pause: "रोकें",
  play: "चलाएँ",
  replay: "फिर से चलाएँ",
  slide: "{count} में से {n}",
  servicesCarousel: "सेवाओं का कैरोसेल",
  carouselRole: "कैरोसेल",
  slideRole: "स्लाइड",
  yearsCounter: "सालों का काउंटर",
});
