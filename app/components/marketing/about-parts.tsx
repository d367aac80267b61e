import { texts } from "@core/content/about";
import { useTexts } from "~/lib/texts";
import { Audiences } from "./audiences";
import { BoardMembers } from "./board-members";
import { KeyFeatures } from "./key-features";
import { MissionVision } from "./mission-vision";
import { ServicesCarousel } from "./services-carousel";

/** /about-us below its banner, in two parts the route hydrates separately. */
export function AboutIntro() {
  return (
    <>
      <MissionVision />
      <Audiences />
    </>
  );
}

/** The services carousel, key features with the years counter, the board. */
export function AboutMore() {
  const { aboutSections } = useTexts(texts);
  return (
    <>
      <div className="bg-navy-50">
        <ServicesCarousel text={aboutSections.services} />
      </div>
      <KeyFeatures />
      <BoardMembers />
    </>
  );
}
