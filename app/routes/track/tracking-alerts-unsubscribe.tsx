import { BellOff, CircleCheck } from "~/components/ui/icons";
import { En, Filled } from "~/components/ui/en";
import { Form, Link } from "~/components/ui/local-link";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "@core/content/routes";
import { alertPages, texts as alertTexts } from "@core/content/tracking-alerts";
import { pageMeta } from "~/lib/meta";
import { usePageInfo, useTexts } from "~/lib/texts";
import type { Route } from "./+types/tracking-alerts-unsubscribe";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi; its breadcrumb names /track-shipment. */
export const handle = {
  texts: ["tracking-alerts"],
  linkedPages: ["/track-shipment"],
} satisfies TextsHandle;

/** A subscriber's page: never cached, never indexed. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(alertPages.unsubscribe, args),
  { name: "robots", content: "noindex" },
];

const tokenOf = (request: Request, form?: FormData) =>
  String(form?.get("t") ?? new URL(request.url).searchParams.get("t") ?? "").slice(0, 100);

/** Opening the link shows a button; only a POST unsubscribes (a mail scanner's visit changes nothing). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return { token, lrNo: await context.services.trackingAlerts.peekUnsubscribe(token), done: false };
}

/**
 * The button's POST, and the mail provider's one-click POST of RFC 8058
 * (`List-Unsubscribe=One-Click` to the header's URL, token in its query).
 * Either way the answer is the same page: the updates are stopped.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request, await request.formData().catch(() => undefined));
  await context.services.trackingAlerts.unsubscribe(token);
  return { token, lrNo: null, done: true };
}

/** Stopping tracking alerts. */
export default function UnsubscribeTrackingAlerts({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { token, lrNo, done } = actionData ?? loaderData;
  const alertPageTexts = useTexts(alertTexts);
  const trackAndTrace = usePageInfo(pages.trackShipment).heading;
  return (
    <>
      <PageHeader
        page={{ ...alertPages.unsubscribe, heading: alertPageTexts.unsubscribeHeading }}
      />
      <div className="container-page py-10 lg:py-14">
        <section
          className="mx-auto max-w-2xl rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
          aria-live="polite"
        >
          {done ? (
            <p className="flex items-start gap-3 text-lg font-bold text-navy-900">
              <CircleCheck
                className="mt-0.5 size-6 shrink-0 text-status-delivered"
                aria-hidden="true"
              />
              {alertPageTexts.unsubscribed}
            </p>
          ) : lrNo ? (
            <Form method="post" action="/tracking-alerts/unsubscribe">
              <input type="hidden" name="t" value={token} />
              <p className="text-lg text-ink">
                <Filled text={alertPageTexts.unsubscribeIntro} values={{ lrNo: <En>{lrNo}</En> }} />
              </p>
              <button type="submit" className="btn-primary mt-6 min-h-12 px-8">
                <BellOff className="size-4" aria-hidden="true" />
                {alertPageTexts.unsubscribeButton}
              </button>
            </Form>
          ) : (
            <>
              <p className="text-lg text-ink">{alertPageTexts.unsubscribeInvalid}</p>
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
