import {
  ChevronDown,
  CircleCheck,
  Clock,
  PackageX,
  Truck,
  CircleX,
  MessageSquareWarning,
} from "~/components/ui/icons";
import type { ReactNode } from "react";
import { En, Filled } from "~/components/ui/en";
import { Link } from "~/components/ui/local-link";
import { texts as deliveryTexts } from "@core/content/delivery-options";
import { answerBy } from "@core/answer-by";
import { encodeMessage } from "@core/messages";
import { fill } from "@core/texts";
import type { DeliveryPanel, PublicDeliveryRequest } from "~/lib/delivery-panel";
import type { DeliveryFormState, DeliveryOption } from "~/lib/delivery-form";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import { DeliveryForm, type Branch } from "./delivery-form";
import { useShipmentStatus } from "./use-shipment-status";

/** The validation catalogue's "We have your request…", in the same words as the JSON API. */
const RECEIVED = "deliveryReceived";

/** The section's id: the fragment the page returns to after a request. */
export const DELIVERY_SECTION = "change-delivery";

type Props = {
  lrNo: string;
  panel: DeliveryPanel;
  branches: readonly Branch[];
  /** With SMS on: the proof may be a code sent to the booked phone. */
  offersCode?: boolean;
  refused: DeliveryFormState | undefined;
  /** ?delivery=sent: the request was just stored. */
  sent: boolean;
  chosen: DeliveryOption | undefined;
};

/**
 * "Change delivery" on a shipment's page, or "We tried to
 * deliver" when the newest event is a missed delivery: the requests made so
 * far and their state, and the options folded in a <details> that costs
 * nothing until opened. Not rendered once the journey has ended.
 */
export function DeliveryOptions({
  lrNo,
  panel,
  branches,
  offersCode = false,
  refused,
  sent,
  chosen,
}: Props) {
  const t = useTexts(deliveryTexts);
  const message = useMessage();
  const { when, texts: dateTexts } = useShipmentStatus();
  const attempt = panel.attempt;
  // "by 1:00 PM today", or "soon" should the page know of no due time.
  const by = panel.answer
    ? answerBy(
        new Date(panel.answer.dueAt),
        new Date(panel.answer.asOf),
        t.answerBy,
        dateTexts.dates.months,
      )
    : t.answerBy.soon;
  // Nothing to offer or show: no options (the booking lacks the facts), no request, no attempt.
  if (!attempt && !panel.change && panel.requests.length === 0) return null;
  const heading = attempt ? t.attempted.title : t.heading;
  const intro = attempt
    ? [
        attempt.orderdate || attempt.timestamp
          ? fill(t.attempted.text, { when: when(attempt.orderdate, attempt.timestamp) })
          : t.attempted.textUndated,
        panel.change ? t.attempted.choose : "",
      ]
        .filter(Boolean)
        .join(" ")
    : panel.change
      ? t.intro
      : "";
  return (
    <section
      id={DELIVERY_SECTION}
      aria-labelledby={`${DELIVERY_SECTION}-title`}
      // A missed delivery comes first on the page (the route puts it above the result).
      className={`rounded-card border bg-white p-6 shadow-card sm:p-8 ${
        attempt ? "mb-8 border-saffron-300 border-l-4 border-l-saffron-500" : "mt-8 border-navy-100"
      }`}
    >
      <h2
        id={`${DELIVERY_SECTION}-title`}
        className="flex items-center gap-2 text-xl font-extrabold text-navy-900"
      >
        {attempt ? (
          <PackageX className="size-5 shrink-0 text-saffron-700" aria-hidden="true" />
        ) : (
          <Truck className="size-5 shrink-0 text-navy-600" aria-hidden="true" />
        )}
        {heading}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-muted">{intro}</p>}
      {attempt && (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-navy-900">{t.attempted.notHappened}</span>
          <Link
            to={`/support/request?category=attempt&lr=${encodeURIComponent(lrNo)}`}
            className="inline-flex items-center gap-1.5 font-bold text-navy-800 underline underline-offset-2 hover:no-underline"
          >
            <MessageSquareWarning className="size-4 shrink-0" aria-hidden="true" />
            {t.attempted.report}
          </Link>
        </p>
      )}
      {sent && (
        <p
          role="status"
          className="mt-5 flex items-start gap-2 rounded-xl bg-green-50 p-4 font-semibold text-navy-900"
        >
          <CircleCheck
            className="mt-0.5 size-5 shrink-0 text-status-delivered"
            aria-hidden="true"
          />
          {message(encodeMessage(RECEIVED, { by }))}
        </p>
      )}
      {panel.requests.length > 0 && <RequestList requests={panel.requests} branches={branches} />}
      {panel.waiting && !sent && (
        <p className="mt-4 text-sm text-muted">{fill(t.waitingNote, { by })}</p>
      )}
      {panel.change && (
        <details className="group mt-6" open={Boolean(refused || chosen) || undefined}>
          <summary className="btn-dark w-full sm:w-auto">
            {t.open}
            <ChevronDown
              className="size-4 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <DeliveryForm
            window={panel.change}
            branches={branches}
            offersCode={offersCode}
            refused={refused}
            chosen={chosen}
          />
        </details>
      )}
    </section>
  );
}

const STATUS_STYLE: Record<string, { icon: typeof Clock; className: string }> = {
  received: { icon: Clock, className: "bg-saffron-50 text-saffron-800" },
  accepted: { icon: CircleCheck, className: "bg-green-50 text-status-delivered" },
  declined: { icon: CircleX, className: "bg-red-50 text-danger" },
};

/** The requests made for this shipment: what was asked, when, and our answer; nobody's details. */
function RequestList({
  requests,
  branches,
}: {
  requests: readonly PublicDeliveryRequest[];
  branches: readonly Branch[];
}) {
  const t = useTexts(deliveryTexts).requests;
  const { date, when } = useShipmentStatus();
  const asked = (request: PublicDeliveryRequest): ReactNode => {
    if (request.option === "reschedule" && request.requestedDate)
      return fill(t.reschedule, { date: date(request.requestedDate) });
    if (request.option === "collect") {
      const branch = branches.find((b) => b.key === request.branch);
      return branch ? (
        <Filled text={t.collect} values={{ branch: <En>{branch.name}</En> }} />
      ) : (
        t.collectAnyBranch
      );
    }
    if (request.option === "instructions") return t.instructions;
    if (request.option === "phone") return t.phone;
    return request.option;
  };
  return (
    <div className="mt-6">
      <h3 className="text-base font-extrabold text-navy-900">{t.title}</h3>
      <ul className="mt-3 grid gap-3">
        {requests.map((request) => {
          const style = STATUS_STYLE[request.status] ?? STATUS_STYLE.received!;
          const Icon = style.icon;
          const status = t.status[request.status as keyof typeof t.status] ?? request.status;
          return (
            <li
              key={request.id}
              className="rounded-xl border border-navy-100 bg-navy-50/40 p-4 sm:flex sm:items-start sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-bold text-navy-900">{asked(request)}</p>
                <p className="mt-0.5 text-sm text-muted">
                  {fill(t.asked, { when: when("", request.createdAt) })}
                </p>
                {request.decisionReason && (
                  <p className="mt-2 text-sm text-ink">
                    {fill(t.reason, { reason: request.decisionReason })}
                  </p>
                )}
              </div>
              <p
                className={`mt-3 inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold sm:mt-0 ${style.className}`}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {status}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
