import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "~/components/ui/local-link";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { texts as homeTexts, type SectionText } from "@core/content/home";
import { texts as motionTexts } from "@core/content/motion";
import { texts as testimonialTexts, type Testimonial } from "@core/content/testimonials";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { MotionToggle } from "./motion-toggle";
import { SectionHeading } from "./section-heading";
import { useInView } from "./use-in-view";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/** Spec section 9: the slider advances every 2000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 2000;

const noSubscribe = () => () => {};

/**
 * Testimonials slider (spec section 4): advances every 2 s while on screen and
 * wraps; Previous and Next wrap too. It holds still while hovered, after
 * Pause, and from the start under prefers-reduced-motion. Without JavaScript
 * the testimonials are a row that scrolls sideways.
 */
export function TestimonialSlider({
  text,
  items,
}: {
  text: SectionText;
  items: readonly Testimonial[];
}) {
  const headingId = useId();
  const { allTestimonialsLink } = useTexts(homeTexts);
  const motion = useTexts(motionTexts);
  const t = useTexts(testimonialTexts);
  const viewportRef = useRef<HTMLDivElement>(null);
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const reduced = usePrefersReducedMotion();
  const inView = useInView(viewportRef);
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean>();
  const [hovered, setHovered] = useState(false);
  const paused = userPaused ?? reduced;
  const playing = !paused && !hovered && inView;
  const count = items.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(
      () => setIndex((i) => (i + 1) % count),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  const button =
    "grid size-11 place-items-center rounded-full border-2 border-navy-200 bg-white text-navy-800 hover:border-navy-400";
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription={motion.carouselRole}
      className="bg-navy-50 py-16 lg:py-24"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <div>
          <SectionHeading id={headingId} text={text} />
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <button type="button" className={button} onClick={() => go(-1)} aria-label={t.previous}>
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <p
              className="min-w-14 text-center font-bold text-navy-900 tabular-nums"
              data-testid="testimonial-position"
            >
              {index + 1} / {count}
            </p>
            <button type="button" className={button} onClick={() => go(1)} aria-label={t.next}>
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            <MotionToggle
              playing={!paused}
              subject={t.motionSubject}
              onToggle={() => setUserPaused(!paused)}
            />
          </div>
          <Link
            to={allTestimonialsLink.href}
            className="mt-6 inline-block font-bold text-navy-700 underline hover:text-navy-900"
          >
            {allTestimonialsLink.label}
          </Link>
        </div>
        <div
          ref={viewportRef}
          className={`rounded-card ${hydrated ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}`}
          // Before the script runs the row scrolls sideways: keyboard users need to reach it.
          {...(hydrated ? {} : { tabIndex: 0, role: "region", "aria-label": t.scrollRegion })}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          aria-live={playing ? "off" : "polite"}
        >
          <div
            className="flex motion-safe:transition-transform motion-safe:duration-500"
            style={{ transform: `translateX(-${index * 100}%)` }}
          >
            {items.map((item, i) => (
              <div
                key={item.initial + i}
                role="group"
                aria-roledescription={motion.slideRole}
                aria-label={fill(motion.slide, { n: i + 1, count })}
                aria-hidden={hydrated && i !== index ? true : undefined}
                className="w-full shrink-0 snap-start"
              >
                <TestimonialCard testimonial={item} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
