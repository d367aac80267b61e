import { useId, useRef, useState } from "react";
import type { SectionText } from "@core/content/home";
import { texts as motionTexts } from "@core/content/motion";
import { useServices } from "~/lib/use-services";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { MotionToggle } from "./motion-toggle";
import { SectionHeading } from "./section-heading";
import { ServiceCard } from "./service-card";
import { useAutoScroll } from "./use-auto-scroll";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/**
 * Our Services: six service cards that scroll on their own and loop (spec
 * sections 4 and 9). It holds still while hovered, while a card has keyboard
 * focus, after Pause, and from the start under prefers-reduced-motion.
 * Slides per view: 1.2, 1.5 from 640 px, 2 from 768 px, 3 from 1024 px; gap 24 px.
 */
export function ServicesCarousel({ text }: { text: SectionText }) {
  const headingId = useId();
  const services = useServices();
  const motion = useTexts(motionTexts);
  const viewportRef = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = userPaused ?? reduced;
  const { ready, playing } = useAutoScroll(viewportRef, !paused && !hovered && !focused);

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription={motion.carouselRole}
      className="overflow-hidden py-16 lg:py-24"
    >
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id={headingId} text={text} />
          <div className="self-start sm:self-end">
            <MotionToggle
              playing={!paused}
              subject={motion.servicesCarousel}
              onToggle={() => setUserPaused(!paused)}
            />
          </div>
        </div>
        <div
          ref={viewportRef}
          data-ready={ready || undefined}
          data-state={playing ? "playing" : "stopped"}
          className="-mx-2 mt-10 overflow-x-auto px-2 py-2 [scrollbar-width:none] data-ready:overflow-hidden data-ready:[mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-1.5rem),transparent)]"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={(e) => setFocused(e.target.matches(":focus-visible"))}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
          }}
        >
          <div className="-ml-6 flex touch-pan-y">
            {services.map((service, i) => (
              <div
                key={service.slug}
                data-slide
                role="group"
                aria-roledescription={motion.slideRole}
                aria-label={fill(motion.slide, { n: i + 1, count: services.length })}
                className="min-w-0 shrink-0 grow-0 basis-5/6 pl-6 sm:basis-2/3 md:basis-1/2 lg:basis-1/3"
              >
                <ServiceCard service={service} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
