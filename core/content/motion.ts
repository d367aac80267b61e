/**
 * The words of the moving parts of the marketing pages (spec sections 4 and
 * 9): the pause control every carousel and counter has, and the slides'
 * position for screen readers.
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("motion", {
  pause: "Pause",
  play: "Play",
  replay: "Replay",
  /** A slide's label: "2 of 6". */
  slide: "{n} of {count}",
  /** What each control moves; read by screen readers after Pause or Play. */
  servicesCarousel: "services carousel",
  /** What a screen reader calls the region and each slide (aria-roledescription). */
  carouselRole: "carousel",
  slideRole: "slide",
  yearsCounter: "years counter",
});
