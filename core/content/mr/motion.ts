import { texts } from "../motion";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "reviewed";

export default translate(texts, "mr", {
  pause: "थांबवा",
  play: "सुरू करा",
  replay: "पुन्हा चालवा",
  slide: "{count} पैकी {n}",
  servicesCarousel: "सेवांचा कॅरोसेल",
  carouselRole: "कॅरोसेल",
  slideRole: "स्लाइड",
  yearsCounter: "वर्षांचा काउंटर",
});
