import { En, Filled } from "~/components/ui/en";
import * as alertLink from "~/components/track/alert-link-page";
import { AlertDone, AlertForm, AlertInvalid, AlertPage } from "~/components/track/alert-link-page";
import { alertPages, texts as alertTexts } from "@core/content/tracking-alerts";
import { useTexts } from "~/lib/texts";
import type { Route } from "./+types/tracking-alerts-unsubscribe";

export const handle = alertLink.handle;

export const headers = alertLink.headers;

export const meta = alertLink.meta(alertPages.unsubscribe);

/** Opening the link shows a button; only a POST unsubscribes (a mail scanner's visit changes nothing). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = alertLink.tokenOf(request);
  return { token, lrNo: await context.services.trackingAlerts.peekUnsubscribe(token), done: false };
}

/**
 * The button's POST, and the mail provider's one-click POST of RFC 8058
 * (`List-Unsubscribe=One-Click` to the header's URL, token in its query).
 * Either way the answer is the same page: the updates are stopped.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = alertLink.tokenOf(request, await request.formData().catch(() => undefined));
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
  return (
    <AlertPage page={{ ...alertPages.unsubscribe, heading: alertPageTexts.unsubscribeHeading }}>
      {done ? (
        <AlertDone>{alertPageTexts.unsubscribed}</AlertDone>
      ) : lrNo ? (
        <AlertForm kind="unsubscribe" token={token} button={alertPageTexts.unsubscribeButton}>
          <Filled text={alertPageTexts.unsubscribeIntro} values={{ lrNo: <En>{lrNo}</En> }} />
        </AlertForm>
      ) : (
        <AlertInvalid>{alertPageTexts.unsubscribeInvalid}</AlertInvalid>
      )}
    </AlertPage>
  );
}
