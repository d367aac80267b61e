import { data, redirect } from "react-router";
import { LrNumberHelp } from "~/components/track/lr-number-help";
import { TrackingBatchResult } from "~/components/track/tracking-batch-result";
import { TrackSearchForm } from "~/components/track/track-search-form";
import { TrackingFaq } from "~/components/track/tracking-faq";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "@core/content/routes";
import { batchTracking, texts as trackingTexts } from "@core/content/tracking";
import { texts as searchTexts } from "@core/content/track-search";
import { langOf, localizePath } from "@core/i18n";
import { pageMeta } from "~/lib/meta";
import { useTexts } from "~/lib/texts";
import { trackingPath, trackingSearchPath } from "@core/tracking-links";
import { parseLrList } from "@core/schemas/tracking";
import type { Route } from "./+types/track-shipment";
import type { TextsHandle } from "@core/texts";

/**
 * The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md).
 * Before a search it shows the LR help, what the statuses mean and the
 * questions; a list of shipments (`?lr=A,B`) brings the rest of `tracking`,
 * its results, notices and sharing. The Hindi page's HTML then fits the first
 * round trip of a new connection (decision 028). Its only form is the LR
 * search: of `validation`, only the search's messages; of `faqs`, the
 * tracking questions, not the help centre's.
 */
export const handle = {
  texts: [
    "track-search",
    {
      key: "tracking",
      untilListing: ["lrNumberHelp", "statusMeaningsTitle", "statusMeanings", "faq"],
    },
    "shipment-statuses",
    { key: "faqs", parts: ["trackingFaqs"] },
    "help-contacts",
    { key: "validation", messagesOf: "lr-search" },
  ],
} satisfies TextsHandle;

/**
 * `?lrno=` is what a search box sent without JavaScript: empty does nothing
 * (spec section 5); one number goes to its page, several to `?lr=A,B,C`.
 * `?lr=` lists several shipments, read in one lookup on the server. A list
 * the page cannot take (26 or more, or words that are no LR number) answers
 * 400 with the reason under the box and everything typed still in it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams;
  // Redirects stay in the page's language: /hi/track-shipment?lrno=… → /hi/track-shipment-v2/….
  const lang = langOf(url.pathname);
  const typed = query.get("lrno");
  // Empty input does nothing (spec section 5), also when the form's script has
  // not run: 204 No Content leaves the browser on its page, nothing lost.
  if (typed !== null && typed.trim() === "") return data(null, { status: 204 });
  if (typed !== null) {
    const target = trackingSearchPath(typed);
    if (target && !target.startsWith("/track-shipment?lrno="))
      throw redirect(localizePath(lang, target));
  }
  const list = typed ?? query.get("lr");
  if (list === null) return null;
  const parsed = parseLrList(list);
  if (parsed.kind === "empty") return null;
  if (parsed.kind !== "ok")
    return data({ kind: "refused", input: list.trim(), message: parsed.message } as const, 400);
  if (parsed.lrNos.length === 1) throw redirect(localizePath(lang, trackingPath(parsed.lrNos[0]!)));
  try {
    const entries = await context.services.tracking.findTrackings(parsed.lrNos);
    return { kind: "results", input: parsed.lrNos.join(", "), entries } as const;
  } catch (error) {
    console.error(`Tracking lookup of ${parsed.lrNos.length} numbers failed`, error);
    return data(
      { kind: "error", input: parsed.lrNos.join(", "), message: batchTracking.failed } as const,
      503,
    );
  }
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  const tags = pageMeta(pages.trackShipment, args);
  // A visitor's list of shipments is no page for search engines.
  return loaderData ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

/** Track & Trace (spec section 2), and the list of several shipments. */
export default function TrackShipment({ loaderData }: Route.ComponentProps) {
  const search = useTexts(searchTexts);
  const tracking = useTexts(trackingTexts);
  // A refused list's message is the schema's (shown through the validation texts); the service's
  // failure is ours, in the list's texts (sent with a query only: app/lib/texts.server.ts).
  const error =
    loaderData?.kind === "error"
      ? tracking.batch.failed
      : loaderData?.kind === "refused"
        ? loaderData.message
        : undefined;
  return (
    <>
      <PageHeader page={pages.trackShipment}>
        <div className="mt-8 max-w-2xl rounded-card bg-white p-5 text-ink shadow-lift sm:p-6">
          <TrackSearchForm
            placeholder={search.placeholder}
            buttonLabel={search.button}
            defaultValue={loaderData?.input ?? ""}
            error={error}
          />
        </div>
      </PageHeader>
      {loaderData?.kind === "results" && (
        <div className="container-page pt-10 lg:pt-14">
          <TrackingBatchResult entries={loaderData.entries} />
        </div>
      )}
      <div className="container-page pt-12 lg:pt-16">
        <LrNumberHelp />
      </div>
      <TrackingFaq />
    </>
  );
}
