import { useEffect } from "react";
import { data, redirect, useLocation, useParams, useSearchParams } from "react-router";
import { type AlertFormState } from "~/components/track/tracking-alerts-form";
import { ShipmentBody, useShipmentSummary } from "~/components/track/shipment-body";
import { TrackSearchForm } from "~/components/track/track-search-form";
import { TrackingFaq } from "~/components/track/tracking-faq";
import { TrackingNotice } from "~/components/track/tracking-notice";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "@core/content/routes";
import { texts as statusTexts } from "@core/content/shipment-statuses";
import { texts as trackingTexts } from "@core/content/tracking";
import { texts as alertTexts } from "@core/content/tracking-alerts";
import { texts as searchTexts } from "@core/content/track-search";
import { langOf, localizePath } from "@core/i18n";
import { metaTexts, pageMeta, rootDataOf } from "~/lib/meta";
import { getShipmentStatus } from "@core/shipment-status";
import { fill, localPage, type TextsHandle } from "@core/texts";
import { usePageInfo, useTexts } from "~/lib/texts";
import { displayLrInput, trackingPath } from "@core/tracking-links";
import { LrNumberSchema } from "@core/schemas/lr-number";
import { DELIVERY_INTENT } from "~/lib/delivery-form";
import { SHELL } from "@core/shipment-page";
import { shellData } from "~/lib/shipment-shell";
import type { Route } from "./+types/track-shipment-v2";
import { loadDelivery, requestDelivery } from "./delivery.server";
import { phoneAlertStep } from "./phone-alerts.server";
import { PHONE_ALERTS_INTENT, PHONE_CODE_INTENT } from "~/lib/phone-alerts-form";

/**
 * The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md):
 * the tracking questions, not the help centre's; every form message (the
 * alert form shows the shared ones); and the title of /track-shipment, which
 * its breadcrumb names.
 */
export const handle = {
  texts: [
    "track-search",
    "tracking",
    "shipment-statuses",
    "tracking-alerts",
    "phone-alerts",
    "delivery-options",
    { key: "faqs", parts: ["trackingFaqs"] },
    "help-contacts",
    "validation",
  ],
  linkedPages: ["/track-shipment"],
} satisfies TextsHandle;

/**
 * Loads the shipment on the server, so the answer is in the HTML before any
 * script runs, with what the page shows about its delivery. Not
 * an LR number: 400; unknown: 404; service failure: 503. (The same rule as
 * the service's parseLrNumber, from the shared schema.)
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // The frame of every found shipment's page, rendered once per language (server/tracking/shipment-page.ts).
  if (context.shipmentShell) return shellData();
  const parsed = LrNumberSchema.safeParse(params.lrno);
  if (!parsed.success)
    return data({ kind: "invalid", lrNo: displayLrInput(params.lrno) } as const, { status: 400 });
  const lrNo = parsed.data;
  try {
    const tracking = await context.services.tracking.findTracking(lrNo);
    if (!tracking) return data({ kind: "not-found", lrNo } as const, { status: 404 });
    const delivery = await loadDelivery(context, tracking);
    return { kind: "found", lrNo, tracking, delivery } as const;
  } catch (error) {
    console.error(`Tracking lookup for ${lrNo} failed`, error);
    return data({ kind: "error", lrNo } as const, { status: 503 });
  }
}

/** Live data, and after a request for updates the visitor's address: never cached. */
export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * Two forms post here. "Change delivery" (./delivery.server.ts)
 * says so with its `intent`. "Get updates by e-mail", through
 * the tracking alert service:
 * accepted -> 303 to ?alerts=sent (a refresh sends nothing twice); a
 * confirmation already sent within the hour -> 303 to ?alerts=already-sent;
 * refused -> the message under the field with the
 * address as typed.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const english = alertTexts.en;
  const parsed = LrNumberSchema.safeParse(params.lrno);
  if (!parsed.success)
    return data(
      { alerts: { email: "", message: english.notAnLrNumber } satisfies AlertFormState },
      400,
    );
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ alerts: { email: "", message: english.notSent } satisfies AlertFormState }, 400);
  }
  if (form.get("intent") === DELIVERY_INTENT)
    return requestDelivery(request, context, parsed.data, form);
  // The e-mails (and messages) are written in the language of the page the visitor asked on.
  const lang = langOf(new URL(request.url).pathname);
  const intent = form.get("intent");
  if (intent === PHONE_ALERTS_INTENT || intent === PHONE_CODE_INTENT)
    return phoneAlertStep(context, { lrNo: parsed.data }, form, lang, "shipment_page");
  // The form's fields as plain data (one value a name): the service reads and judges them.
  const outcome = await context.services.trackingAlerts.subscribe(
    parsed.data,
    Object.fromEntries(form),
    context.visitor,
    lang,
  );
  // Both say so on the page, with or without JavaScript; a refresh sends nothing twice.
  if (outcome.status === "accepted" || outcome.status === "already-sent") {
    const notice = outcome.status === "accepted" ? "sent" : "already-sent";
    return redirect(
      localizePath(lang, `${trackingPath(parsed.data)}?alerts=${notice}#alerts`),
      303,
    );
  }
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
    { alerts: { email: typed, message: outcome.message } satisfies AlertFormState },
    { status, headers },
  );
}

export function meta(args: Route.MetaArgs) {
  const { loaderData, params } = args;
  const lang = langOf(args.location.pathname);
  const t = metaTexts(trackingTexts, args).result;
  const lrNo = loaderData?.lrNo ?? displayLrInput(params.lrno);
  const state =
    loaderData?.kind === "found" && "shell" in loaderData
      ? SHELL.state
      : loaderData?.kind === "found"
        ? getShipmentStatus(
            loaderData.tracking.order_status,
            lang === "en" ? undefined : metaTexts(statusTexts, args),
          ).label
        : loaderData?.kind === "not-found"
          ? t.metaNotFound
          : loaderData?.kind === "invalid"
            ? t.metaInvalid
            : t.metaFailed;
  // The description of every shipment's page, in the page's language (the pages texts).
  const { description } = localPage(pages.trackShipmentV2, lang, rootDataOf(args)?.texts);
  return [
    ...pageMeta(
      {
        ...pages.trackShipmentV2,
        title: fill(t.metaTitle, { lrNo, state }),
        description,
        path: trackingPath(lrNo),
      },
      args,
    ),
    // One visitor's shipment is no page for search engines.
    { name: "robots", content: "noindex" },
  ];
}

/** The heading, introduction and search box of the page, in its language. */
function useHeader(heading: string, intro: string, lrNo: string) {
  const t = useTexts(trackingTexts).result;
  const search = useTexts(searchTexts);
  return {
    // At the shipment's own path, so the shared page info of Tracking v2 does not replace them.
    page: { ...pages.trackShipmentV2, path: trackingPath(lrNo), heading, intro },
    parent: { label: usePageInfo(pages.trackShipment).heading, href: "/track-shipment" },
    trackAnother: {
      label: t.trackAnother,
      placeholder: search.placeholder,
      buttonLabel: search.button,
    },
  };
}

/** Tracking v2 (spec section 2): the result for the LR number in the URL. */
export default function TrackShipmentV2({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const t = useTexts(trackingTexts).result;
  const found = loaderData.kind === "found" ? loaderData.tracking : null;
  const delivery = loaderData.kind === "found" ? loaderData.delivery : null;
  const shell = loaderData.kind === "found" && "shell" in loaderData;
  const summary = useShipmentSummary(found);
  const heading =
    loaderData.kind === "invalid" ? t.invalidHeading : fill(t.heading, { lrNo: loaderData.lrNo });
  const intro = shell
    ? SHELL.intro
    : found
      ? summary
      : loaderData.kind === "error"
        ? t.loadFailed
        : t.notFoundIntro;
  const { page, parent, trackAnother } = useHeader(heading, intro, loaderData.lrNo);
  return (
    <>
      <PageHeader page={page} parent={parent}>
        <div className="mt-8 max-w-2xl rounded-card bg-white p-5 text-ink shadow-lift sm:p-6">
          <TrackSearchForm {...trackAnother} defaultValue={found ? "" : loaderData.lrNo} />
        </div>
      </PageHeader>
      <div className="container-page pt-10 lg:pt-14">
        {shell ? (
          // Where each request's own part goes (server/tracking/shipment-page.ts).
          <template data-shipment-part="" />
        ) : found && delivery ? (
          <ShipmentBody tracking={found} delivery={delivery} search={search} refused={actionData} />
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
  const t = useTexts(trackingTexts).result;
  const lrNo = displayLrInput(lrno);
  const { page, parent } = useHeader(fill(t.heading, { lrNo }), t.loadFailed, lrNo);
  useEffect(() => {
    console.error("Tracking page failed", error);
  }, [error]);
  return (
    <>
      <PageHeader page={page} parent={parent} />
      <div className="container-page py-10 lg:py-14">
        <TrackingNotice kind="error" retryHref={pathname} reloadDocument />
      </div>
    </>
  );
}
