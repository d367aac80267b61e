import { useEffect, useRef, useState } from "react";
import { texts } from "@core/content/motion";
import { useTexts } from "~/lib/texts";
import { MotionToggle } from "./motion-toggle";
import { useInView } from "./use-in-view";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/** Spec section 9: the about-us counter reaches its number in 2 s. */
export const COUNTER_DURATION_MS = 2000;

const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * Counts up to `target` once it is scrolled into view. The server HTML (and
 * a page without JavaScript, or with reduced motion) shows the final number.
 */
export function YearsCounter({ target, label }: { target: number; label: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const { yearsCounter } = useTexts(texts);
  const seen = useInView(ref, { once: true });
  const reduced = usePrefersReducedMotion();
  const [value, setValue] = useState(target);
  const [userPaused, setUserPaused] = useState<boolean>();
  const [finished, setFinished] = useState(false);
  const elapsed = useRef(0);
  const paused = userPaused ?? reduced;
  const running = seen && !paused && !finished;

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      elapsed.current = Math.min(COUNTER_DURATION_MS, elapsed.current + now - last);
      last = now;
      setValue(Math.round(easeOut(elapsed.current / COUNTER_DURATION_MS) * target));
      if (elapsed.current < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
      else setFinished(true);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, target]);

  // Under reduced motion it starts at rest on the final number: its control offers a replay.
  const atRest = finished || (reduced && userPaused === undefined);
  const moving = !paused && !finished;

  function toggle() {
    if (moving) return setUserPaused(true);
    if (atRest) {
      elapsed.current = 0;
      setFinished(false);
    }
    setUserPaused(false);
  }

  return (
    <div>
      <p
        ref={ref}
        data-running={running || undefined}
        className="text-7xl font-extrabold tracking-tight text-saffron-300 sm:text-8xl"
      >
        <span
          className="inline-block min-w-[2ch] text-right tabular-nums"
          data-testid="years-count"
        >
          {value}
        </span>
        +<span className="sr-only"> {label}</span>
      </p>
      <p className="mt-2 text-lg font-bold text-white" aria-hidden="true">
        {label}
      </p>
      <div className="mt-5">
        <MotionToggle
          playing={moving}
          finished={atRest}
          subject={yearsCounter}
          onToggle={toggle}
          tone="dark"
        />
      </div>
    </div>
  );
}
