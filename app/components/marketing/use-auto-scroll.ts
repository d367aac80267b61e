import type { EmblaCarouselType } from "embla-carousel";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useInView } from "./use-in-view";

/** Spec section 9: one slide width every 6000 ms, at Embla's 60 steps a second. */
const MS_PER_SLIDE = 6000;

/**
 * Continuous autoplay for the services carousel (spec sections 4 and 9): a
 * looping Embla carousel with its auto-scroll plugin. Both are fetched only
 * when the carousel nears the viewport; until then (and without JavaScript)
 * the slides are a row that scrolls by touch or keyboard. `moving` says
 * whether it should scroll now (not paused, hovered or focused).
 */
export function useAutoScroll(viewportRef: RefObject<HTMLElement | null>, moving: boolean) {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const near = useInView(viewportRef, { margin: "200px", once: true });
  const movingRef = useRef(moving);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!near || !viewport) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import("embla-carousel"), import("embla-carousel-auto-scroll")]).then(
      ([{ default: EmblaCarousel }, { default: AutoScroll }]) => {
        if (cancelled) return;
        viewport.scrollLeft = 0;
        const slide = viewport.querySelector<HTMLElement>("[data-slide]");
        const speed = (slide?.offsetWidth ?? 320) / (MS_PER_SLIDE / (1000 / 60));
        api = EmblaCarousel(viewport, { loop: true, align: "start", dragFree: true }, [
          AutoScroll({
            playOnInit: false,
            speed,
            startDelay: 1,
            stopOnInteraction: true,
            stopOnFocusIn: false,
          }),
        ]);
        // A drag stops the plugin; carry on once the slides settle, unless held.
        api.on("settle", (a) => {
          if (movingRef.current) a.plugins().autoScroll?.play();
        });
        setEmbla(api);
      },
    );
    return () => {
      cancelled = true;
      api?.destroy();
    };
  }, [near, viewportRef]);

  useEffect(() => {
    movingRef.current = moving;
    const plugin = embla?.plugins().autoScroll;
    if (!plugin) return;
    if (moving) plugin.play();
    else plugin.stop();
  }, [embla, moving]);

  return { ready: Boolean(embla), playing: Boolean(embla) && moving };
}
