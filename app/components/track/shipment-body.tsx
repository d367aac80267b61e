import { MessageSquareWarning } from "~/components/ui/icons";
import { DeliveryOptions } from "~/components/track/delivery-options";
import { SilenceNote } from "~/components/track/silence-note";
import {
  alertNotice,
  TrackingAlertsForm,
  type AlertFormState,
} from "~/components/track/tracking-alerts-form";
import { TrackingResult } from "~/components/track/tracking-result";
import { PhoneAlertsForm } from "~/components/track/phone-alerts-form";
import type { PhoneAlertState, PhoneChannels } from "~/lib/phone-alerts-form";
import { Link } from "~/components/ui/local-link";
import { texts as trackingTexts } from "@core/content/tracking";
import { localizePath } from "@core/i18n";
import type { OrderTracking } from "@core/schemas/tracking";
import { isFinalStatus } from "@core/shipment-status";
import { trackingPath } from "@core/tracking-links";
import { chosenOption, SENT_PARAM, type DeliveryFormState } from "~/lib/delivery-form";
import { SILENCE_DAYS, type DeliveryPanel } from "~/lib/delivery-panel";
import { useLang } from "~/lib/i18n";
import { siteUrl } from "~/lib/meta";
import { useTexts } from "~/lib/texts";
import { fill } from "@core/texts";
import type { StatusTexts } from "@core/content/shipment-statuses";
import { buildTimeline } from "@core/tracking-timeline";
import { useShipmentStatus } from "./use-shipment-status";
import type { Branch } from "./delivery-form";

type Props = {
  tracking: OrderTracking;
  delivery: {
    panel: DeliveryPanel | null;
    branches: Branch[];
    phoneChannels?: PhoneChannels;
    offersCode?: boolean;
  };
  /** The page's query: a request just sent, the option chosen, the alert form's notice. */
  search: URLSearchParams;
  /** What a refused form says, with what was typed. */
  refused?: { delivery?: DeliveryFormState; alerts?: AlertFormState; phone?: PhoneAlertState };
};

/**
 * What a found shipment's page shows below its header: the delivery options,
 * the result and timeline, "Report a problem" and the e-mail updates. It is
 * the part of the page that differs between shipments, so on the server it
 * is rendered apart from the rest and joined to a frame rendered once per
 * language (server/tracking/shipment-page.ts; docs/decisions/035-shipment-page-parts.md):
 * whatever it shows must come from its props, the texts and the URL, and it
 * must not call useId() (ids here are fixed names).
 */
export function ShipmentBody({ tracking, delivery, search, refused }: Props) {
  const t = useTexts(trackingTexts).result;
  const lang = useLang();
  const answer = refused ?? {};
  const deliveryOptions = delivery.panel && (
    <DeliveryOptions
      lrNo={tracking.lr_no}
      panel={delivery.panel}
      branches={delivery.branches}
      offersCode={delivery.offersCode ?? false}
      refused={answer.delivery}
      sent={search.get(SENT_PARAM) === "sent"}
      chosen={chosenOption(search.get("change"))}
    />
  );
  return (
    <>
      {delivery.panel?.silent && <SilenceNote lrNo={tracking.lr_no} days={SILENCE_DAYS} />}
      {delivery.panel?.attempt && deliveryOptions}
      <TrackingResult
        tracking={tracking}
        shareUrl={new URL(localizePath(lang, trackingPath(tracking.lr_no)), siteUrl).href}
        expected={delivery.panel?.expected}
      />
      {!delivery.panel?.attempt && deliveryOptions}
      {/* A silent shipment's note already offers it, for a delay: one "Report a problem" a page. */}
      {!delivery.panel?.silent && (
        <ReportProblem lrNo={tracking.lr_no} text={t.problemText} label={t.reportProblem} />
      )}
      {!isFinalStatus(tracking.order_status) &&
        !tracking.tracking_history.some((e) => isFinalStatus(e.tracking_status)) && (
          <>
            <TrackingAlertsForm
              refused={answer.alerts}
              notice={alertNotice(search.get("alerts"))}
            />
            {delivery.phoneChannels && (
              <PhoneAlertsForm channels={delivery.phoneChannels} state={answer.phone} />
            )}
          </>
        )}
    </>
  );
}

/** The answer at once: what the status means, and where and when the shipment was last seen. */
export function useShipmentSummary(tracking: OrderTracking | null): string {
  const { texts, status: statusOf, when } = useShipmentStatus();
  const { latest: latestText } = useTexts(trackingTexts).result;
  if (!tracking) return "";
  return summarise(tracking, texts, statusOf, when, latestText);
}

function summarise(
  tracking: OrderTracking,
  texts: StatusTexts,
  statusOf: ReturnType<typeof useShipmentStatus>["status"],
  when: ReturnType<typeof useShipmentStatus>["when"],
  latestText: string,
): string {
  const status = statusOf(tracking.order_status);
  const summary =
    status.key === "other"
      ? `${texts.summaries.other} ${status.label}.`
      : texts.summaries[status.key];
  const latest = buildTimeline(tracking.tracking_history)[0]?.headline;
  if (!latest) return `${summary} ${texts.noUpdatesYet}`;
  const where = [latest.location, when(latest.orderdate, latest.timestamp)]
    .filter(Boolean)
    .join(", ");
  return `${summary} ${fill(latestText, { where })}`;
}

/** Customer care with this shipment's LR number filled in. */
function ReportProblem({ lrNo, text, label }: { lrNo: string; text: string; label: string }) {
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-card border border-navy-100 bg-white p-5 shadow-card sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 font-semibold text-navy-900">
        <MessageSquareWarning
          className="mt-0.5 size-5 shrink-0 text-saffron-700"
          aria-hidden="true"
        />
        {text}
      </p>
      <Link
        to={`/support/request?lr=${encodeURIComponent(lrNo)}`}
        className="btn-outline shrink-0 text-navy-900"
      >
        {label}
      </Link>
    </div>
  );
}
