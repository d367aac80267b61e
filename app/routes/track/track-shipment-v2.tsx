import { useEffect } from "react";
import { data, redirect, useLocation, useParams, useSearchParams } from "react-router";
import { TrackingAlertsForm, type AlertFormState } from "~/components/track/tracking-alerts-form";
import { TrackSearchForm } from "~/components/track/track-search-form";
import { TrackingFaq } from "~/components/track/tracking-faq";
import { TrackingNotice } from "~/components/track/tracking-notice";
import { TrackingResult } from "~/components/track/tracking-result";
import { PageHeader } from "~/components/ui/page-header";
import { company } from "~/content/company";
import { pages } from "~/content/routes";
import { statusSummaries, trackingNotices } from "~/content/tracking";
import { pageMeta, siteUrl } from "~/lib/meta";
import { getShipmentStatus, isFinalStatus } from "~/lib/shipment-status";
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

/** Live data, and after a request for updates the visitor's address: never cached. */
export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * "Get updates by e-mail" (issue 16), through the tracking alert service:
 * accepted -> 303 to ?alerts=sent (a refresh sends nothing twice); refused ->
 * the message under the field with the address as typed.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = LrNumberSchema.safeParse(params.lrno);
  if (!parsed.success)
    return data({ alerts: { email: "", message: "Not an LR number." } as AlertFormState }, 400);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data(
      {
        alerts: {
          email: "",
          message: "The form was not sent properly. Please try again.",
        } as AlertFormState,
      },
      400,
    );
  }
  const outcome = await context.services.trackingAlerts.subscribe(
    parsed.data,
    form,
    context.visitor,
    "en",
  );
  if (outcome.status === "accepted")
    return redirect(`${trackingPath(parsed.data)}?alerts=sent#alerts`, 303);
  const typed = String(form.get("email") ?? "").slice(0, 254);
  const status = {
    invalid: 400,
    spam: 400,
    finished: 400,
    "not-found": 404,
    limited: 429,
    unavailable: 503,
  }[outcome.status];
  const headers: HeadersInit =
    outcome.status === "limited" ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
  return data(
    { alerts: { email: typed, message: outcome.message } as AlertFormState },
    { status, headers },
  );
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, params } = args;
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
    ...pageMeta(
      {
        ...pages.trackShipmentV2,
        title: `Tracking ${lrNo}: ${state} | ${company.name}`,
        path: trackingPath(lrNo),
      },
      args,
    ),
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
export default function TrackShipmentV2({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
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
          <>
            <TrackingResult
              tracking={found}
              shareUrl={new URL(trackingPath(found.lr_no), siteUrl).href}
            />
            {!isFinalStatus(found.order_status) &&
              !found.tracking_history.some((e) => isFinalStatus(e.tracking_status)) && (
                <TrackingAlertsForm
                  refused={actionData?.alerts}
                  sent={search.get("alerts") === "sent"}
                />
              )}
          </>
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
