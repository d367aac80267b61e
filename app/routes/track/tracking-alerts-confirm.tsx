import { CircleCheck, MailCheck } from "~/components/ui/icons";
import { En, Filled } from "~/components/ui/en";
import { Form, Link } from "~/components/ui/local-link";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "@core/content/routes";
import { alertPages, texts as alertTexts } from "@core/content/tracking-alerts";
import { pageMeta } from "~/lib/meta";
import { usePageInfo, useTexts } from "~/lib/texts";
import { trackingPath } from "@core/tracking-links";
import type { Route } from "./+types/tracking-alerts-confirm";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi; its breadcrumb names /track-shipment. */
export const handle = {
  texts: ["tracking-alerts"],
  linkedPages: ["/track-shipment"],
} satisfies TextsHandle;

/** A subscriber's page: never cached, never indexed. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(alertPages.confirm, args),
  { name: "robots", content: "noindex" },
];

const tokenOf = (request: Request, form?: FormData) =>
  String(form?.get("t") ?? new URL(request.url).searchParams.get("t") ?? "").slice(0, 100);

/**
 * Opening the link only shows a button: mail scanners open links, and a
 * confirmation they could trigger would not be the visitor's (double opt-in).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return {
    token,
    lrNo: await context.services.trackingAlerts.peekConfirm(token),
    confirmed: false,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request, await request.formData().catch(() => undefined));
  const lrNo = await context.services.trackingAlerts.confirm(token);
  return { token, lrNo, confirmed: lrNo !== null };
}

/** The confirmation of tracking alerts. */
export default function ConfirmTrackingAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { token, lrNo, confirmed } = actionData ?? loaderData;
  const alertPageTexts = useTexts(alertTexts);
  const trackAndTrace = usePageInfo(pages.trackShipment).heading;
  const lr = lrNo ? { lrNo: <En>{lrNo}</En> } : {};
  return (
    <>
      <PageHeader page={{ ...alertPages.confirm, heading: alertPageTexts.confirmHeading }} />
      <div className="container-page py-10 lg:py-14">
        <section
          className="mx-auto max-w-2xl rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
          aria-live="polite"
        >
          {confirmed && lrNo ? (
            <>
              <p className="flex items-start gap-3 text-lg font-bold text-navy-900">
                <CircleCheck
                  className="mt-0.5 size-6 shrink-0 text-status-delivered"
                  aria-hidden="true"
                />
                <span>
                  <Filled text={alertPageTexts.confirmed} values={lr} />
                </span>
              </p>
              <Link to={trackingPath(lrNo)} className="btn-dark mt-6">
                <Filled text={alertPageTexts.track} values={lr} />
              </Link>
            </>
          ) : lrNo ? (
            <Form method="post" action="/tracking-alerts/confirm">
              <input type="hidden" name="t" value={token} />
              <p className="text-lg text-ink">
                <Filled text={alertPageTexts.confirmIntro} values={lr} />
              </p>
              <button type="submit" className="btn-primary mt-6 min-h-12 px-8">
                <MailCheck className="size-4" aria-hidden="true" />
                {alertPageTexts.confirmButton}
              </button>
            </Form>
          ) : (
            <>
              <p className="text-lg text-ink">{alertPageTexts.confirmInvalid}</p>
              <Link to="/track-shipment" className="btn-dark mt-6">
                {trackAndTrace}
              </Link>
            </>
          )}
        </section>
      </div>
    </>
  );
}
