import type { ReactNode } from "react";
import { BellOff, CircleCheck, MailCheck } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/local-link";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "@core/content/routes";
import { pageMeta, type MetaContext } from "~/lib/meta";
import { usePageInfo } from "~/lib/texts";
import type { PageInfo } from "@core/content/page-info";
import type { TextsHandle } from "@core/texts";

/**
 * What the two pages a tracking-alert e-mail links to share: the confirmation
 * and the unsubscribe page. Each opens on a button, so a mail scanner's visit
 * changes nothing; the token travels in the link's query and in the form.
 */

/** The texts these pages read in Hindi and Marathi; their breadcrumb names /track-shipment. */
export const handle = {
  texts: ["tracking-alerts"],
  linkedPages: ["/track-shipment"],
} satisfies TextsHandle;

/** A subscriber's page: never cached, never indexed. */
export const headers = () => ({ "Cache-Control": "no-store" });

/** The page's tags, never indexed. */
export const meta =
  (page: Pick<PageInfo, "title" | "description" | "path">) => (args: MetaContext) => [
    ...pageMeta(page, args),
    { name: "robots", content: "noindex" },
  ];

/** The link's token, from the form's field or else the query, cut to a sane length. */
export const tokenOf = (request: Request, form?: FormData) =>
  String(form?.get("t") ?? new URL(request.url).searchParams.get("t") ?? "").slice(0, 100);

/** The page's header and its card, whose changes a screen reader reads out. */
export function AlertPage({
  page,
  children,
}: {
  page: Parameters<typeof PageHeader>[0]["page"];
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader page={page} />
      <div className="container-page py-10 lg:py-14">
        <section
          className="mx-auto max-w-2xl rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
          aria-live="polite"
        >
          {children}
        </section>
      </div>
    </>
  );
}

/** The button that does what the link is for, posting the token back to the page. */
export function AlertForm({
  kind,
  token,
  button,
  children,
}: {
  kind: "confirm" | "unsubscribe";
  token: string;
  button: string;
  children: ReactNode;
}) {
  const Icon = kind === "confirm" ? MailCheck : BellOff;
  return (
    <Form method="post" action={`/tracking-alerts/${kind}`}>
      <input type="hidden" name="t" value={token} />
      <p className="text-lg text-ink">{children}</p>
      <button type="submit" className="btn-primary mt-6 min-h-12 px-8">
        <Icon className="size-4" aria-hidden="true" />
        {button}
      </button>
    </Form>
  );
}

/** A link that names no subscription: why, and the way to tracking. */
export function AlertInvalid({ children }: { children: ReactNode }) {
  const trackAndTrace = usePageInfo(pages.trackShipment).heading;
  return (
    <>
      <p className="text-lg text-ink">{children}</p>
      <Link to="/track-shipment" className="btn-dark mt-6">
        {trackAndTrace}
      </Link>
    </>
  );
}

/** What the button did, said with a tick. */
export function AlertDone({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-3 text-lg font-bold text-navy-900">
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-status-delivered" aria-hidden="true" />
      {children}
    </p>
  );
}
