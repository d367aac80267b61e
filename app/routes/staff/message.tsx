import { data, Form, Link } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { indiaDateTime } from "@core/india-time";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { CHANNEL_WORDS, EVENT_WORDS, STATE_WORDS } from "~/lib/staff-messages";
import type { Route } from "./+types/message";

export const staffPage = staffPages.message;
export const meta = () => staffMeta("Message");

/** One message in full for admin and ops: the whole number, the text, each time, the tries. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const message = await args.context.services.messageDesk.one(args.params.id);
  if (!message) throw data("No such message.", { status: 404 });
  return { message };
}

type Answer = { done: string } | { refused: string };

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const form = await args.request.formData();
  if (form.get("intent") !== "retry") return data<Answer>({ refused: "Unknown action." }, 400);
  if (!(await args.context.services.messageDesk.retry(args.params.id, actor)))
    return data<Answer>({ refused: "That message is no longer failed; nothing to retry." }, 409);
  return { done: "The message is back in the queue and will be sent in a moment." } as Answer;
}

export default function StaffMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message: m } = loaderData;
  const at = (iso: string | null) => (iso ? indiaDateTime(new Date(iso), "en") : "—");
  const channel = CHANNEL_WORDS[m.channel as "sms"] ?? m.channel;
  return (
    <section className="grid gap-6">
      <p>
        <Link to={staffPages.messages.path} className="underline">
          All messages
        </Link>
      </p>
      <StaffHeading title={`${channel}: ${EVENT_WORDS[m.event as "booked"] ?? m.event}`}>
        <p>Times are India time.</p>
      </StaffHeading>
      {actionData && "refused" in actionData && (
        <FormNotice kind="error">{actionData.refused}</FormNotice>
      )}
      {actionData && "done" in actionData && <FormNotice kind="done">{actionData.done}</FormNotice>}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 rounded-2xl border border-navy-100 bg-white p-5 text-sm">
        <dt className="text-muted">To</dt>
        <dd className="font-mono">{m.fullPhone}</dd>
        <dt className="text-muted">State</dt>
        <dd>
          <strong data-state={m.state}>{STATE_WORDS[m.state as "sent"] ?? m.state}</strong>
        </dd>
        <dt className="text-muted">Queued</dt>
        <dd>{at(m.createdAt)}</dd>
        <dt className="text-muted">Sent</dt>
        <dd>{at(m.sentAt)}</dd>
        <dt className="text-muted">Delivered</dt>
        <dd>{at(m.deliveredAt)}</dd>
        <dt className="text-muted">Failed</dt>
        <dd>{at(m.failedAt)}</dd>
        <dt className="text-muted">Language</dt>
        <dd>{m.language}</dd>
        {m.lrNo && (
          <>
            <dt className="text-muted">Shipment</dt>
            <dd>
              <Link
                to={`${staffPages.shipments.path}/${encodeURIComponent(m.lrNo)}`}
                className="font-mono underline"
              >
                {m.lrNo}
              </Link>
            </dd>
          </>
        )}
        <dt className="text-muted">Provider&apos;s id</dt>
        <dd className="font-mono break-all">{m.providerId ?? "—"}</dd>
        <dt className="text-muted">Provider&apos;s answer</dt>
        <dd>
          <bdi className="font-mono break-all">{m.providerAnswer ?? "—"}</bdi>
        </dd>
        {m.tries && (
          <>
            <dt className="text-muted">Tries</dt>
            <dd>
              {m.tries.attempts} ({m.tries.status})
            </dd>
          </>
        )}
        {m.fallbackOf && (
          <>
            <dt className="text-muted">In place of</dt>
            <dd>
              <Link to={`${staffPages.messages.path}/${m.fallbackOf}`} className="underline">
                the failed WhatsApp message
              </Link>
            </dd>
          </>
        )}
        {m.fallback && (
          <>
            <dt className="text-muted">Fallback SMS</dt>
            <dd>
              <Link to={`${staffPages.messages.path}/${m.fallback.id}`} className="underline">
                {STATE_WORDS[m.fallback.state as "sent"] ?? m.fallback.state}
              </Link>
            </dd>
          </>
        )}
        <dt className="text-muted">Text</dt>
        <dd lang={m.language} className="whitespace-pre-wrap">
          {m.body}
        </dd>
      </dl>
      {m.state === "failed" && (
        <Form method="post">
          <input type="hidden" name="intent" value="retry" />
          <button type="submit" className="btn-dark">
            Retry
          </button>
        </Form>
      )}
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
