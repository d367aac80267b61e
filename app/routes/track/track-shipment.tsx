import { data, redirect } from "react-router";
import { LrNumberHelp } from "~/components/track/lr-number-help";
import { TrackSearchForm } from "~/components/track/track-search-form";
import { TrackingFaq } from "~/components/track/tracking-faq";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";
import { trackingPath } from "~/lib/tracking-links";
import type { Route } from "./+types/track-shipment";

export const meta = () => pageMeta(pages.trackShipment);

/**
 * The search form's target when its script has not run (JavaScript off, or
 * the home hero's code still loading on the first tap): `?lrno=` is trimmed
 * and, if anything is left, sent on to the tracking page, which validates it.
 * Empty input does nothing (spec section 5): 204 No Content leaves the
 * browser on the page it was, with nothing lost and no message.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lrNo = new URL(request.url).searchParams.get("lrno")?.trim();
  if (lrNo) throw redirect(trackingPath(lrNo));
  if (lrNo === "") return data(null, { status: 204 });
  return null;
}

/** Track & Trace (spec section 2). */
export default function TrackShipment() {
  return (
    <>
      <PageHeader page={pages.trackShipment}>
        <div className="mt-8 max-w-2xl rounded-card bg-white p-5 text-ink shadow-lift sm:p-6">
          <TrackSearchForm placeholder="e.g. SI20254567" buttonLabel="Track" />
        </div>
      </PageHeader>
      <div className="container-page pt-12 lg:pt-16">
        <LrNumberHelp />
      </div>
      <TrackingFaq />
    </>
  );
}
