import { CircleCheck, Copy, Printer } from "~/components/ui/icons";
import { useState } from "react";
import { Link } from "~/components/ui/local-link";
import { texts } from "@core/content/support";
import { useTexts } from "~/lib/texts";
import { useArrivalFocus } from "~/components/ui/use-arrival-focus";
import { PhoneAlertsForm } from "~/components/track/phone-alerts-form";
import { RAISED_ANCHOR, type RaisedFollow } from "./form-data";

/**
 * What the visitor keeps once a request is raised (under the heading "Your
 * request is raised"): the ticket number, large,
 * selectable and copyable, with print, the promises and where to follow it.
 * The copy button needs JavaScript and the clipboard; without them the
 * number can still be selected, and printing is the browser's own.
 */
export function RaisedPanel({ number, follow }: { number: string; follow: RaisedFollow | null }) {
  const t = useTexts(texts).raised;
  const [copied, setCopied] = useState(false);
  const card = useArrivalFocus<HTMLDivElement>(true);
  return (
    <div className="grid gap-5">
      <div
        id={RAISED_ANCHOR}
        ref={card}
        tabIndex={-1}
        className="rounded-xl border-2 border-navy-200 bg-navy-50 p-4 sm:p-5"
      >
        <p className="text-sm font-bold text-navy-900">{t.numberLabel}</p>
        <p
          className="mt-1 font-mono text-2xl font-extrabold tracking-wide text-navy-900 select-all sm:text-3xl"
          data-testid="ticket-number"
        >
          {number}
        </p>
        <div className="mt-3 flex flex-wrap gap-2 print:hidden">
          <button
            type="button"
            className="btn-outline text-navy-900 min-h-11"
            onClick={() => {
              void navigator.clipboard?.writeText(number).then(() => setCopied(true));
            }}
          >
            <Copy className="size-4" aria-hidden="true" />
            {t.copy}
          </button>
          <button
            type="button"
            className="btn-outline text-navy-900 min-h-11"
            onClick={() => window.print()}
          >
            <Printer className="size-4" aria-hidden="true" />
            {t.print}
          </button>
          <span role="status" className="self-center text-sm font-semibold text-green-800">
            {copied ? t.copied : ""}
          </span>
        </div>
      </div>
      <p className="flex items-start gap-2 font-semibold text-navy-900">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
        <span>
          {t.acknowledge} {t.resolve}
        </span>
      </p>
      {follow?.phoneStart && (
        // The code goes to the ticket's page, which answers with the updates confirmed.
        <div className="print:hidden [&>section]:mt-0">
          <PhoneAlertsForm
            channels={{ sms: true, whatsapp: false }}
            state={undefined}
            initial={follow.phoneStart}
            action={follow.url}
            heading={t.codeHeading}
            id="raised-phone-alerts"
          />
        </div>
      )}
      <div className="flex flex-wrap gap-3 print:hidden">
        <Link to={follow?.url ?? "/support/ticket"} className="btn-primary min-h-12">
          {t.follow}
        </Link>
        <Link to="/support/request" className="btn-outline text-navy-900 min-h-12">
          {t.another}
        </Link>
      </div>
    </div>
  );
}
