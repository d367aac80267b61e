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
      className="fixed right-5 bottom-24 z-40 grid size-12 place-items-center rounded-full bg-navy-800 text-white shadow-lift hover:bg-navy-700 max-sm:right-18 max-sm:bottom-2"
      aria-label={backToTop}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * WhatsApp bottom left, back to top above the chat button on the right.
 * On a phone (below 640 px) there is no room beside the page for them: all
 * three sit in a strip of their own at the foot of the window
 * (FLOATING_STRIP in root.tsx), which the page is padded to clear, so
 * nothing a visitor reads or taps ever lies under them (WCAG 2.4.11).
 */
export function FloatingActions() {
  const { whatsapp } = useTextsOrEnglish(layoutTexts).floating;
  return (
    <>
      <a
        href={company.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed bottom-5 left-5 z-40 grid size-14 place-items-center rounded-full bg-[#1a8d4a] text-white shadow-lift hover:bg-[#157a3f] max-sm:bottom-2 max-sm:left-3 max-sm:size-12"
        aria-label={whatsapp}
      >
        <BrandIcon name="whatsapp" className="size-7" />
      </a>
      <ScrollToTopButton />
    </>
  );
}
