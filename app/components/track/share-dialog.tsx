import { Mail, Send, Share2, X } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { BrandIcon } from "~/components/ui/brand-icons";
import { En, Filled } from "~/components/ui/en";
import { texts as trackingTexts } from "@core/content/tracking";
import { useTexts } from "~/lib/texts";
import { shareLinks } from "@core/tracking-links";
import { CopyLinkButton } from "./copy-link-button";

const DIALOG_ID = "share-tracking";

/**
 * The share dialog of Tracking v2 (spec section 2). Native popover: it opens,
 * closes on Escape and on a click outside, all without JavaScript; only
 * 'Copy link' needs a script. With it, focus also moves into the dialog when
 * it opens, and the dialog closes when focus leaves it, so Tab never reaches
 * the controls hidden under it (WCAG 2.4.11).
 */
export function ShareDialog({ url, lrNo }: { url: string; lrNo: string }) {
  const t = useTexts(trackingTexts).share;
  const links = shareLinks(url, lrNo, t);
  const dialog = useKeepFocusIn();
  const targets = [
    {
      label: "WhatsApp",
      href: links.whatsapp,
      icon: <BrandIcon name="whatsapp" className="size-5" />,
      tone: "bg-[#128c4b]",
      external: true,
    },
    {
      label: "Telegram",
      href: links.telegram,
      icon: <Send className="size-5" aria-hidden="true" />,
      tone: "bg-[#1f6fa8]",
      external: true,
    },
    {
      label: t.email,
      href: links.email,
      icon: <Mail className="size-5" aria-hidden="true" />,
      tone: "bg-navy-700",
      external: false,
    },
  ];
  return (
    <>
      <button type="button" popoverTarget={DIALOG_ID} className="btn-outline w-full text-navy-900">
        <Share2 className="size-4" aria-hidden="true" />
        {t.button}
      </button>
      <div
        ref={dialog}
        id={DIALOG_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${DIALOG_ID}-title`}
        className="m-auto w-[min(92vw,26rem)] rounded-card bg-white p-6 text-ink shadow-lift backdrop:bg-navy-950/60"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={`${DIALOG_ID}-title`} className="text-xl font-extrabold text-navy-900">
              {t.title}
            </h2>
            <p className="mt-1 text-sm text-muted">
              <Filled text={t.text} values={{ lrNo: <En>{lrNo}</En> }} />
            </p>
          </div>
          <button
            type="button"
            popoverTarget={DIALOG_ID}
            popoverTargetAction="hide"
            className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-navy-800 hover:bg-navy-50"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{t.close}</span>
          </button>
        </div>
        <ul className="mt-5 grid grid-cols-3 gap-3">
          {targets.map((target) => (
            <li key={target.label}>
              <a
                href={target.href}
                {...(target.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="flex flex-col items-center gap-2 rounded-xl border border-navy-100 p-3 text-sm font-bold text-navy-900 hover:border-navy-300 hover:bg-navy-50"
              >
                <span
                  className={`grid size-11 place-items-center rounded-full text-white ${target.tone}`}
                >
                  {target.icon}
                </span>
                {target.label}
                {target.external && <span className="sr-only">{t.newTab}</span>}
              </a>
            </li>
          ))}
        </ul>
        <CopyLinkButton url={url} />
      </div>
    </>
  );
}

/** Focus into the popover when it opens (its first control); closed when focus moves out of it. */
function useKeepFocusIn() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const popover = ref.current;
    if (!popover) return;
    const onToggle = (event: Event) => {
      if ("newState" in event && event.newState === "open")
        popover.querySelector<HTMLElement>("button, a[href]")?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !popover.contains(next) && popover.matches(":popover-open"))
        popover.hidePopover();
    };
    popover.addEventListener("toggle", onToggle);
    popover.addEventListener("focusout", onFocusOut);
    return () => {
      popover.removeEventListener("toggle", onToggle);
      popover.removeEventListener("focusout", onFocusOut);
    };
  }, []);
  return ref;
}
