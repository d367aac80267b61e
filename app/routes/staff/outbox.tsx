import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { IgnoredParams } from "~/components/staff/ignored-params";
import { OutboxItem } from "~/components/staff/outbox-item";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import {
  OUTBOX_CHANNELS,
  OUTBOX_INTENTS,
  OUTBOX_LIST_STATUSES,
  OutboxActionSchema,
  type OutboxChannel,
  type OutboxIntent,
  type OutboxListStatus,
} from "@core/schemas/outbox";
import { OutboxFilterSchema, readListParams } from "@core/schemas/staff-lists";
import type { Route } from "./+types/outbox";
import { PillLink } from "~/components/staff/pill-link";

export const staffPage = staffPages.outbox;
export const meta = () => staffMeta("E-mail outbox");

const STATUS_WORDS: Record<OutboxListStatus, string> = {
  failed: "Failed",
  pending: "Waiting to send",
};
const CHANNEL_WORDS: Record<OutboxChannel, { pill: string; items: string; one: string }> = {
  email: { pill: "E-mails", items: "e-mails", one: "e-mail" },
  webhook: { pill: "Webhooks", items: "webhooks", one: "webhook" },
  business_webhook: {
    pill: "Business webhooks",
    items: "business webhooks",
    one: "business webhook",
  },
  sms: { pill: "SMS", items: "SMS messages", one: "SMS message" },
  whatsapp: { pill: "WhatsApp", items: "WhatsApp messages", one: "WhatsApp message" },
};

/**
 * /staff/outbox (ops, admin): what the site has not delivered yet, e-mails
 * and webhooks in one list (`channel=email|webhook`, all by default), each
 * described by its channel (server/outbox/channels/), with why; never bodies.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const read = readListParams(OutboxFilterSchema, new URL(args.request.url).searchParams);
  const { channel, status, page } = read.filter;
  const list = await args.context.services.outboxDesk.list({ channel, status, page });
  return {
    channel: channel ?? null,
    filter: status ?? null,
    ignored: read.ignored,
    webhooksConfigured: args.context.services.deliveryWebhooksOn,
    ...list,
  };
}

/** What an action answers: done, or refused and why. */
type Answer = { done: string } | { refused: string };

/** How many items moved, in words: "3 e-mails are back in the queue." */
function backInQueue(channel: OutboxChannel, moved: number) {
  const words = CHANNEL_WORDS[channel];
  if (moved === 0) return `No failed ${words.items} to retry.`;
  return `${moved} ${moved === 1 ? `${words.one} is` : `${words.items} are`} back in the queue.`;
}

/** The answers of a retry of one item and of "Send now", per channel. */
const ONE_ITEM_WORDS: Record<
  OutboxChannel,
  { notFailed: string; retried?: string; notWaiting: string; sending: string }
> = {
  email: {
    notFailed: "That e-mail is no longer failed; nothing to retry.",
    retried: "The e-mail is back in the queue and will be sent in a moment.",
    notWaiting: "That e-mail is no longer waiting: it has been sent or has failed.",
    sending: "The e-mail is being sent now. Reload in a moment to see it gone from the list.",
  },
  webhook: {
    notFailed: "That webhook is no longer failed; nothing to retry.",
    notWaiting: "That webhook is no longer waiting: it has been delivered.",
    sending: "The webhook is being sent now. Reload in a moment to see its answer.",
  },
  business_webhook: {
    notFailed: "That business webhook is no longer failed; nothing to retry.",
    notWaiting: "That business webhook is no longer waiting: it has been delivered.",
    sending: "The business webhook is being sent now. Reload in a moment to see its answer.",
  },
  sms: {
    notFailed: "That SMS is no longer failed; nothing to retry.",
    notWaiting: "That SMS is no longer waiting: the provider has taken it.",
    sending: "The SMS is being sent now. Reload in a moment to see the provider's answer.",
  },
  whatsapp: {
    notFailed: "That WhatsApp message is no longer failed; nothing to retry.",
    notWaiting: "That WhatsApp message is no longer waiting: the provider has taken it.",
    sending:
      "The WhatsApp message is being sent now. Reload in a moment to see the provider's answer.",
  },
};

/** Each channel's "Retry all" intent. */
const RETRY_ALL: Record<OutboxChannel, OutboxIntent> = {
  email: "retry-all",
  webhook: "webhook-retry-all",
  business_webhook: "business-webhook-retry-all",
  sms: "sms-retry-all",
  whatsapp: "whatsapp-retry-all",
};

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const posted = OutboxActionSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!posted.success) return data<Answer>({ refused: "Unknown action." }, 400);
  const { intent, id } = posted.data;
  const { channel, act } = OUTBOX_INTENTS[intent];
  const { outboxDesk } = args.context.services;
  const words = ONE_ITEM_WORDS[channel];
  if (act === "now") {
    if (!(await outboxDesk.sendNow(channel, id, actor)))
      return data<Answer>({ refused: words.notWaiting }, 409);
    return { done: words.sending } satisfies Answer;
  }
  const moved = await outboxDesk.retryFailed(channel, act === "retry" ? id : undefined, actor);
  if (act === "retry" && moved === 0) return data<Answer>({ refused: words.notFailed }, 409);
  return {
    done: (act === "retry" && words.retried) || backInQueue(channel, moved),
  } satisfies Answer;
}

export default function StaffOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { channel, filter, ignored, rows, totals, byChannel, page, pages } = loaderData;
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const link = (params: {
    channel?: OutboxChannel | null;
    status?: OutboxListStatus | null;
    page?: number;
  }) => {
    const search = new URLSearchParams();
    if (params.channel) search.set("channel", params.channel);
    if (params.status) search.set("status", params.status);
    if (params.page && params.page > 1) search.set("page", String(params.page));
    const query = search.toString();
    return query ? `?${query}` : staffPages.outbox.path;
  };
  const shown = channel ? [channel] : OUTBOX_CHANNELS;
  const everything = channel ? `every ${CHANNEL_WORDS[channel].one}` : "everything";
  return (
    <section className="grid gap-6">
      <StaffHeading title="E-mail outbox">
        <p>
          E-mails and webhooks the site has not delivered yet. Each is tried again with growing
          pauses (an e-mail 8 times, a webhook for a day), then marked failed to wait for you. Times
          are India time.
        </p>
        {!loaderData.webhooksConfigured && (
          <p>Webhooks to the company&apos;s systems are off: DELIVERY_WEBHOOK_URL is not set.</p>
        )}
      </StaffHeading>
      {refused && <FormNotice kind="error">{refused}</FormNotice>}
      {done && <FormNotice kind="done">{done}</FormNotice>}
      <IgnoredParams names={ignored} />

      <div className="grid gap-3">
        <nav aria-label="Channel" className="flex flex-wrap gap-2">
          <PillLink to={link({ status: filter })} current={!channel}>
            All channels
          </PillLink>
          {OUTBOX_CHANNELS.map((c) => (
            <PillLink key={c} to={link({ channel: c, status: filter })} current={channel === c}>
              {CHANNEL_WORDS[c].pill} ({byChannel[c].failed + byChannel[c].pending})
            </PillLink>
          ))}
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          <nav aria-label="Show" className="flex flex-wrap gap-2">
            <PillLink to={link({ channel })} current={!filter}>
              All ({totals.failed + totals.pending})
            </PillLink>
            {OUTBOX_LIST_STATUSES.map((f) => (
              <PillLink key={f} to={link({ channel, status: f })} current={filter === f}>
                {STATUS_WORDS[f]} ({totals[f]})
              </PillLink>
            ))}
          </nav>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            {shown.map(
              (c) =>
                byChannel[c].failed > 0 && (
                  <RetryAll key={c} intent={RETRY_ALL[c]}>
                    Retry all {byChannel[c].failed} failed {CHANNEL_WORDS[c].items}
                  </RetryAll>
                ),
            )}
          </div>
        </div>
      </div>

      {rows.length === 0 ? (
        <p className="rounded-2xl border border-navy-100 bg-white p-5">
          Nothing here: {everything} has been delivered.
        </p>
      ) : (
        <ul className="grid gap-3">
          {rows.map((row) => (
            <OutboxItem key={row.id} row={row} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of the outbox" className="flex gap-3">
          {page > 1 && (
            <Link
              to={link({ channel, status: filter, page: page - 1 })}
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
              to={link({ channel, status: filter, page: page + 1 })}
              className="btn-outline text-navy-900"
            >
              Next
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

/** "Retry all N failed …" of one channel (a plain POST). */
function RetryAll({ intent, children }: { intent: OutboxIntent; children: ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="btn-dark">
        {children}
      </button>
    </Form>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
