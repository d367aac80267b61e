import { useEffect } from "react";
import { data, useLocation, useParams } from "react-router";
import { TrackSearchForm } from "~/components/track/track-search-form";
import { TrackingFaq } from "~/components/track/tracking-faq";
import { TrackingNotice } from "~/components/track/tracking-notice";
import { TrackingResult } from "~/components/track/tracking-result";
import { PageHeader } from "~/components/ui/page-header";
import { company } from "~/content/company";
import { pages } from "~/content/routes";
import { statusSummaries, trackingNotices } from "~/content/tracking";
import { pageMeta, siteUrl } from "~/lib/meta";
import { getShipmentStatus } from "~/lib/shipment-status";
import { formatTrackingDate, trackingTime } from "~/lib/tracking-dates";
import { displayLrInput, trackingPath } from "~/lib/tracking-links";
import { buildTimeline } from "~/lib/tracking-timeline";
import { LrNumberSchema, type OrderTracking } from "~/schemas/tracking";
import type { Route } from "./+types/track-shipment-v2";

/**
 * Loads the shipment on the server, so the answer is in the HTML before any
 * script runs. Not an LR number: 400; unknown: 404; service failure: 503.
 * (The same rule as the service's parseLrNumber, from the shared schema.)
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = LrNumberSchema.safeParse(params.lrno);
  if (!parsed.success)
    return data({ kind: "invalid", lrNo: displayLrInput(params.lrno) } as const, { status: 400 });
  const lrNo = parsed.data;
  try {
    const tracking = await context.services.tracking.findTracking(lrNo);
    if (!tracking) return data({ kind: "not-found", lrNo } as const, { status: 404 });
    return { kind: "found", lrNo, tracking } as const;
  } catch (error) {
    console.error(`Tracking lookup for ${lrNo} failed`, error);
    return data({ kind: "error", lrNo } as const, { status: 503 });
  }
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const lrNo = loaderData?.lrNo ?? displayLrInput(params.lrno);
  const state =
    loaderData?.kind === "found"
      ? getShipmentStatus(loaderData.tracking.order_status).label
      : loaderData?.kind === "not-found"
        ? "Not found"
        : loaderData?.kind === "invalid"
          ? "Not an LR number"
          : "Please try again";
  return [
    ...pageMeta({
      ...pages.trackShipmentV2,
      title: `Tracking ${lrNo}: ${state} | ${company.name}`,
      path: trackingPath(lrNo),
    }),
    // One visitor's shipment is no page for search engines.
    { name: "robots", content: "noindex" },
  ];
}

/** The answer at once: what the status means, and where and when the shipment was last seen. */
function summarise(tracking: OrderTracking): string {
  const status = getShipmentStatus(tracking.order_status);
  const summary =
    status.key === "other"
      ? `${statusSummaries.other} ${status.label}.`
      : statusSummaries[status.key];
  const latest = buildTimeline(tracking.tracking_history)[0]?.headline;
  if (!latest) return `${summary} ${trackingNotices.noUpdatesYet}`;
  const time = trackingTime(latest.orderdate, latest.timestamp);
  const when = formatTrackingDate(latest.orderdate, latest.timestamp) + (time ? `, ${time}` : "");
  return `${summary} Latest update: ${[latest.location, when].filter(Boolean).join(", ")}.`;
}

const searchPlaceholder = "e.g. SI20254567";
const trackAnother = {
  label: "Track another LR number",
  placeholder: searchPlaceholder,
  buttonLabel: "Track",
};

/** Tracking v2 (spec section 2): the result for the LR number in the URL. */
export default function TrackShipmentV2({ loaderData }: Route.ComponentProps) {
  const found = loaderData.kind === "found" ? loaderData.tracking : null;
  const heading =
    loaderData.kind === "invalid" ? "Check your LR number" : `Shipment ${loaderData.lrNo}`;
  const intro = found
    ? summarise(found)
    : loaderData.kind === "error"
      ? "We could not load the tracking details just now."
      : "We could not find this shipment. Please check the LR number.";
  return (
    <>
      <PageHeader
        page={{ ...pages.trackShipmentV2, heading, intro }}
        parent={{ label: "Track & Trace", href: "/track-shipment" }}
      >
        <div className="mt-8 max-w-2xl rounded-card bg-white p-5 text-ink shadow-lift sm:p-6">
          <TrackSearchForm {...trackAnother} defaultValue={found ? "" : loaderData.lrNo} />
        </div>
      </PageHeader>
      <div className="container-page pt-10 lg:pt-14">
        {found ? (
          <TrackingResult
            tracking={found}
            shareUrl={new URL(trackingPath(found.lr_no), siteUrl).href}
          />
        ) : loaderData.kind === "error" ? (
          <TrackingNotice kind="error" retryHref={trackingPath(loaderData.lrNo)} />
        ) : loaderData.kind === "not-found" ? (
          <TrackingNotice kind="not-found" lrNo={loaderData.lrNo} />
        ) : (
          <TrackingNotice kind="invalid" input={loaderData.lrNo} />
        )}
      </div>
      <TrackingFaq />
    </>
  );
}

/** A failed client-side load (network down, server unreachable): the same calm message, with a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const { lrno = "" } = useParams();
  useEffect(() => {
    console.error("Tracking page failed", error);
  }, [error]);
  return (
    <>
      <PageHeader
        page={{
          ...pages.trackShipmentV2,
          heading: `Shipment ${displayLrInput(lrno)}`,
          intro: "We could not load the tracking details just now.",
        }}
        parent={{ label: "Track & Trace", href: "/track-shipment" }}
      />
      <div className="container-page py-10 lg:py-14">
        <TrackingNotice kind="error" retryHref={pathname} reloadDocument />
      </div>
    </>
  );
}
