import { data, Form, Link } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { IgnoredParams } from "~/components/staff/ignored-params";
import { WebhookList } from "~/components/staff/webhook-list";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import type { DeliveryOption } from "@core/delivery-options";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { OutboxFilterSchema, readListParams } from "@core/schemas/staff-lists";
import type { Route } from "./+types/outbox";
import { DeliveryAttempts } from "~/components/staff/delivery-attempts";
import { PillLink } from "~/components/staff/pill-link";

export const staffPage = staffPages.outbox;
export const meta = () => staffMeta("E-mail outbox");

const FILTERS = { failed: "Failed", pending: "Waiting to send" } as const;
type Filter = keyof typeof FILTERS;

/** /staff/outbox (ops, admin): e-mails not yet delivered, with why; never their bodies. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const read = readListParams(OutboxFilterSchema, new URL(args.request.url).searchParams);
  const { status: filter, page } = read.filter;
  const list = await args.context.services.outbox.list({ status: filter, page });
  const webhooks = await args.context.services.webhookQueue.list();
  return {
    webhooks: {
      configured: args.context.services.deliveryWebhooksOn,
      totals: webhooks.totals,
      rows: webhooks.rows.map((r) => ({
        ...r,
        option: r.option as DeliveryOption | null,
        nextAttemptAt: r.nextAttemptAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
      })),
    },
    filter: filter ?? null,
    ignored: read.ignored,
    ...list,
    rows: list.rows.map((r) => ({
      ...r,
      nextAttemptAt: r.nextAttemptAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** What a retry answers: done, or refused and why. */
type Answer = { done: string } | { refused: string };

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  const { outbox } = args.context.services;
  if (intent === "retry") {
    const id = String(formData.get("id") ?? "");
    const moved = await outbox.retryFailed(id, actor);
    if (moved === 0)
      return data<Answer>({ refused: "That e-mail is no longer failed; nothing to retry." }, 409);
    return {
      done: "The e-mail is back in the queue and will be sent in a moment.",
    } satisfies Answer;
  }
  if (intent === "send-now") {
    const id = String(formData.get("id") ?? "");
    if (!(await outbox.sendNow(id, actor)))
      return data<Answer>(
        { refused: "That e-mail is no longer waiting: it has been sent or has failed." },
        409,
      );
    return {
      done: "The e-mail is being sent now. Reload in a moment to see it gone from the list.",
    } satisfies Answer;
  }
  // The webhooks' section: its own intents, beside the e-mails'.
  if (intent === "webhook-retry" || intent === "webhook-retry-all") {
    const { webhookQueue } = args.context.services;
    const id = intent === "webhook-retry" ? String(formData.get("id") ?? "") : undefined;
    const moved = await webhookQueue.retryFailed(id, actor);
    if (id !== undefined && moved === 0)
      return data<Answer>({ refused: "That webhook is no longer failed; nothing to retry." }, 409);
    return {
      done:
        moved === 0
          ? "No failed webhooks to retry."
          : `${moved} ${moved === 1 ? "webhook is" : "webhooks are"} back in the queue.`,
    } satisfies Answer;
  }
  if (intent === "webhook-try-now") {
    const id = String(formData.get("id") ?? "");
    if (!(await args.context.services.webhookQueue.tryNow(id, actor)))
      return data<Answer>(
        { refused: "That webhook is no longer waiting: it has been delivered." },
        409,
      );
    return {
      done: "The webhook is being sent now. Reload in a moment to see its answer.",
    } satisfies Answer;
  }
  if (intent === "retry-all") {
    const moved = await outbox.retryFailed(undefined, actor);
    return {
      done:
        moved === 0
          ? "No failed e-mails to retry."
          : `${moved} ${moved === 1 ? "e-mail is" : "e-mails are"} back in the queue.`,
    } satisfies Answer;
  }
  return data<Answer>({ refused: "Unknown action." }, 400);
}

export default function StaffOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, ignored, rows, totals, page, pages, webhooks } = loaderData;
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const link = (params: { status?: Filter | null; page?: number }) => {
    const search = new URLSearchParams();
    if (params.status) search.set("status", params.status);
    if (params.page && params.page > 1) search.set("page", String(params.page));
    const query = search.toString();
    return query ? `?${query}` : staffPages.outbox.path;
  };
  return (
    <section className="grid gap-6">
      <StaffHeading title="E-mail outbox">
        <p>
          E-mails the site has not delivered yet. Each is tried again with growing pauses; after 8
          tries it is marked failed and waits for you. Times are India time.
        </p>
      </StaffHeading>
      {refused && <FormNotice kind="error">{refused}</FormNotice>}
      {done && <FormNotice kind="done">{done}</FormNotice>}
      <IgnoredParams names={ignored} />

      <div className="flex flex-wrap items-center gap-3">
        <nav aria-label="Show" className="flex flex-wrap gap-2">
          <PillLink to={link({})} current={!filter}>
            All ({totals.failed + totals.pending})
          </PillLink>
          {(Object.keys(FILTERS) as Filter[]).map((f) => (
            <PillLink key={f} to={link({ status: f })} current={filter === f}>
              {FILTERS[f]} ({totals[f]})
            </PillLink>
          ))}
        </nav>
        {totals.failed > 0 && (
          <Form method="post" className="sm:ml-auto">
            <input type="hidden" name="intent" value="retry-all" />
            <button type="submit" className="btn-dark">
              Retry all {totals.failed} failed
            </button>
          </Form>
        )}
      </div>

      {rows.length === 0 ? (
        <p className="rounded-2xl border border-navy-100 bg-white p-5">
          Nothing here: every e-mail has been delivered.
        </p>
      ) : (
        <ul className="grid gap-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-navy-100 bg-white p-4 sm:p-5">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="font-bold break-words text-navy-900">{row.subject}</p>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted">To</dt>
                    <dd className="break-all">{row.to}</dd>
                    <DeliveryAttempts row={row} />
                  </dl>
                </div>
                {row.status === "failed" ? (
                  <RowAction
                    id={row.id}
                    intent="retry"
                    label="Retry"
                    name={`Retry the e-mail “${row.subject}” to ${row.to}`}
                  />
                ) : (
                  <RowAction
                    id={row.id}
                    intent="send-now"
                    label="Send now"
                    name={`Send the e-mail “${row.subject}” to ${row.to} now`}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of the outbox" className="flex gap-3">
          {page > 1 && (
            <Link
              to={link({ status: filter, page: page - 1 })}
              className="btn-outline text-navy-900"
            >
              Previous
            </Link>
          )}
          <span className="self-center text-sm text-muted">
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link
              to={link({ status: filter, page: page + 1 })}
              className="btn-outline text-navy-900"
            >
              Next
            </Link>
          )}
        </nav>
      )}
      <WebhookList {...webhooks} />
    </section>
  );
}

/** A button for one e-mail (a plain POST), named with the e-mail it acts on. */
function RowAction({
  id,
  intent,
  label,
  name,
}: {
  id: string;
  intent: "retry" | "send-now";
  label: string;
  /** The accessible name: the action and the e-mail it acts on. */
  name: string;
}) {
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn-outline text-navy-900" aria-label={name}>
        {label}
      </button>
    </Form>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
