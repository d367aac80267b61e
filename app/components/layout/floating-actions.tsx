import { ArrowUp } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { BrandIcon } from "~/components/ui/brand-icons";
import { company } from "@core/content/company";
import { texts as layoutTexts } from "@core/content/layout";
import { useTextsOrEnglish } from "~/lib/texts";

/** Shown once the page has scrolled this far (spec section 9). */
export const SCROLL_TOP_THRESHOLD = 200;

function ScrollToTopButton() {
  const { backToTop } = useTextsOrEnglish(layoutTexts).floating;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        // The button disappears at the top: give focus a home there.
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
      className="fixed right-5 bottom-24 z-40 grid size-12 max-[359px]:right-3 max-[359px]:bottom-38 place-items-center rounded-full bg-navy-800 text-white shadow-lift hover:bg-navy-700"
      aria-label={backToTop}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * WhatsApp bottom left, back to top above the chat button on the right.
 * Below 360 px all three stack on the right: the hero's buttons are on the
 * left and end before it, so on first view nothing sits on them (WCAG 2.4.11).
 */
export function FloatingActions() {
  const { whatsapp } = useTextsOrEnglish(layoutTexts).floating;
  return (
    <>
      <a
        href={company.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed bottom-5 left-5 z-40 grid size-14 max-[359px]:right-3 max-[359px]:bottom-20 max-[359px]:left-auto place-items-center rounded-full bg-[#1a8d4a] text-white shadow-lift hover:bg-[#157a3f]"
        aria-label={whatsapp}
      >
        <BrandIcon name="whatsapp" className="size-7" />
      </a>
      <ScrollToTopButton />
    </>
  );
}
