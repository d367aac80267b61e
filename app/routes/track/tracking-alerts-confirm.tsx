import { En, Filled } from "~/components/ui/en";
import { Link } from "~/components/ui/local-link";
import * as alertLink from "~/components/track/alert-link-page";
import { AlertDone, AlertForm, AlertInvalid, AlertPage } from "~/components/track/alert-link-page";
import { alertPages, texts as alertTexts } from "@core/content/tracking-alerts";
import { useTexts } from "~/lib/texts";
import { trackingPath } from "@core/tracking-links";
import type { Route } from "./+types/tracking-alerts-confirm";

export const handle = alertLink.handle;

export const headers = alertLink.headers;

export const meta = alertLink.meta(alertPages.confirm);

/**
 * Opening the link only shows a button: mail scanners open links, and a
 * confirmation they could trigger would not be the visitor's (double opt-in).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = alertLink.tokenOf(request);
  return {
    token,
    lrNo: await context.services.trackingAlerts.peekConfirm(token),
    confirmed: false,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = alertLink.tokenOf(request, await request.formData().catch(() => undefined));
  const lrNo = await context.services.trackingAlerts.confirm(token);
  return { token, lrNo, confirmed: lrNo !== null };
}

/** The confirmation of tracking alerts. */
export default function ConfirmTrackingAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { token, lrNo, confirmed } = actionData ?? loaderData;
  const alertPageTexts = useTexts(alertTexts);
  const lr = lrNo ? { lrNo: <En>{lrNo}</En> } : {};
  return (
    <AlertPage page={{ ...alertPages.confirm, heading: alertPageTexts.confirmHeading }}>
      {confirmed && lrNo ? (
        <>
          <AlertDone>
            <span>
              <Filled text={alertPageTexts.confirmed} values={lr} />
            </span>
          </AlertDone>
          <Link to={trackingPath(lrNo)} className="btn-dark mt-6">
            <Filled text={alertPageTexts.track} values={lr} />
          </Link>
        </>
      ) : lrNo ? (
        <AlertForm kind="confirm" token={token} button={alertPageTexts.confirmButton}>
          <Filled text={alertPageTexts.confirmIntro} values={lr} />
        </AlertForm>
      ) : (
        <AlertInvalid>{alertPageTexts.confirmInvalid}</AlertInvalid>
      )}
    </AlertPage>
  );
}
