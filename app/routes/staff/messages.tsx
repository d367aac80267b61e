import { data, Form, Link } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { IgnoredParams } from "~/components/staff/ignored-params";
import { PillLink } from "~/components/staff/pill-link";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { controlClass, FieldError, FieldLabel } from "~/components/ui/field-parts";
import { indiaDateTime } from "@core/india-time";
import { MESSAGE_EVENTS } from "@core/messages/events";
import { MessageFilterSchema, readListParams } from "@core/schemas/staff-lists";
import { staffPages } from "@core/staff-access";
import { z } from "@core/zod";
import { requireStaff } from "~/lib/staff-guard.server";
import {
  CHANNEL_WORDS,
  EVENT_WORDS,
  MESSAGE_STATES,
  STATE_WORDS,
  stateTimes,
} from "~/lib/staff-messages";
import type { Route } from "./+types/messages";

export const staffPage = staffPages.messages;
export const meta = () => staffMeta("Messages");

/**
 * /staff/messages (admin, ops; docs/decisions/047-messages.md "Sending"):
 * every SMS and WhatsApp message, newest first, by state, event, channel
 * and India's day, the number masked; the counts of the last 7 days;
 * "Retry" of a failed one; and the admin's test message.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const read = readListParams(MessageFilterSchema, new URL(args.request.url).searchParams);
  const desk = args.context.services.messageDesk;
  const [list, counts] = await Promise.all([desk.list(read.filter), desk.counts()]);
  return {
    ...list,
    counts,
    filter: read.filter,
    ignored: read.ignored,
    channelsOn: desk.channelsOn,
    mayTest: actor.role === "admin",
  };
}

const TestSchema = z.object({
  phone: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, "").replace(/^(\+91|0)/, ""))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, "Enter a 10-digit Indian mobile number.")),
  channel: z.enum(["sms", "whatsapp"], "Choose SMS or WhatsApp."),
  lang: z.enum(["en", "hi", "mr"], "Choose a language."),
});

type Answer =
  | { done: string }
  | { refused: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const form = Object.fromEntries(await args.request.formData());
  const desk = args.context.services.messageDesk;
  if (form.intent === "retry") {
    const id = typeof form.id === "string" ? form.id : "";
    if (!(await desk.retry(id, actor)))
      return data<Answer>({ refused: "That message is no longer failed; nothing to retry." }, 409);
    return { done: "The message is back in the queue and will be sent in a moment." } as Answer;
  }
  if (form.intent === "test") {
    const values = Object.fromEntries(
      ["phone", "channel", "lang"].map((k) => [k, typeof form[k] === "string" ? form[k] : ""]),
    );
    if (actor.role !== "admin")
      return data<Answer>({ refused: "Only an administrator may send a test message." }, 403);
    const parsed = TestSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return data<Answer>({ refused: "Please correct the fields marked.", errors, values }, 400);
    }
    const queued = await desk.sendTest(parsed.data, actor);
    if (!queued.queued)
      return data<Answer>(
        {
          refused:
            queued.why === "channel_off"
              ? `${CHANNEL_WORDS[parsed.data.channel]} is off: its settings are not set.`
              : queued.why === "daily_limit"
                ? "That number has had its 6 messages about the demo shipment today."
                : `The template cannot be sent: ${queued.detail ?? "unknown"}`,
          values,
        },
        409,
      );
    return {
      done: `A test ${CHANNEL_WORDS[parsed.data.channel]} is queued for ${parsed.data.phone.slice(-4).padStart(10, "•")}.`,
    } as Answer;
  }
  return data<Answer>({ refused: "Unknown action." }, 400);
}

export default function StaffMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, counts, filter, ignored, page, pages, total, channelsOn, mayTest } = loaderData;
  const refused = actionData && "refused" in actionData ? actionData : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const link = (change: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    const merged = { ...filter, page: undefined, ...change };
    for (const [k, v] of Object.entries(merged))
      if (v !== undefined && v !== "" && !(k === "page" && String(v) === "1"))
        search.set(k, String(v));
    const query = search.toString();
    return query ? `?${query}` : staffPages.messages.path;
  };
  return (
    <section className="grid gap-6">
      <StaffHeading title="Messages">
        <p>
          Every SMS and WhatsApp message, newest first, with its state from the provider&apos;s
          answer and callbacks. Times are India time.{" "}
          {!channelsOn.sms && "SMS is off (SMS_* not set). "}
          {!channelsOn.whatsapp && "WhatsApp is off (WHATSAPP_* not set)."}
        </p>
      </StaffHeading>
      {refused && <FormNotice kind="error">{refused.refused}</FormNotice>}
      {done && <FormNotice kind="done">{done}</FormNotice>}
      <IgnoredParams names={ignored} />

      <section aria-labelledby="counts-title" className="grid gap-2">
        <h2 id="counts-title" className="text-xl font-bold text-navy-900">
          The last 7 days
        </h2>
        <div className="overflow-x-auto">
          <table className="min-w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className="p-2 text-left">
                  Day
                </th>
                {MESSAGE_STATES.map((s) => (
                  <th key={s} scope="col" className="p-2 text-right">
                    {STATE_WORDS[s]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {counts.map((c) => (
                <tr key={c.day} className="border-t border-navy-100">
                  <th scope="row" className="p-2 text-left font-normal">
                    <Link to={link({ date: c.day })} className="underline">
                      {c.day}
                    </Link>
                  </th>
                  {MESSAGE_STATES.map((s) => (
                    <td key={s} className="p-2 text-right tabular-nums">
                      {c.states[s]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="grid gap-3">
        <nav aria-label="State" className="flex flex-wrap gap-2">
          <PillLink to={link({ state: undefined })} current={!filter.state}>
            Every state
          </PillLink>
          {MESSAGE_STATES.map((s) => (
            <PillLink key={s} to={link({ state: s })} current={filter.state === s}>
              {STATE_WORDS[s]}
            </PillLink>
          ))}
        </nav>
        <nav aria-label="Channel" className="flex flex-wrap gap-2">
          <PillLink to={link({ channel: undefined })} current={!filter.channel}>
            Both channels
          </PillLink>
          {(["sms", "whatsapp"] as const).map((c) => (
            <PillLink key={c} to={link({ channel: c })} current={filter.channel === c}>
              {CHANNEL_WORDS[c]}
            </PillLink>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          {filter.state && <input type="hidden" name="state" value={filter.state} />}
          {filter.channel && <input type="hidden" name="channel" value={filter.channel} />}
          <div>
            <FieldLabel htmlFor="filter-event">Event</FieldLabel>
            <select
              id="filter-event"
              name="event"
              defaultValue={filter.event ?? ""}
              className={controlClass}
            >
              <option value="">Every event</option>
              {MESSAGE_EVENTS.map((e) => (
                <option key={e} value={e}>
                  {EVENT_WORDS[e]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <FieldLabel htmlFor="filter-date">Day (India)</FieldLabel>
            <input
              id="filter-date"
              name="date"
              type="date"
              defaultValue={filter.date ?? ""}
              className={controlClass}
            />
          </div>
          <button type="submit" className="btn-outline text-navy-900">
            Show
          </button>
        </Form>
      </div>

      <p className="text-sm text-muted">
        {total} {total === 1 ? "message" : "messages"}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-navy-100 bg-white p-5">No messages here.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Messages">
          {rows.map((m) => (
            <li
              key={m.id}
              className="grid gap-1 rounded-2xl border border-navy-100 bg-white p-4 text-sm"
              aria-labelledby={`message-${m.id}`}
            >
              <p id={`message-${m.id}`} className="font-semibold text-navy-900">
                <Link to={`${staffPages.messages.path}/${m.id}`} className="underline">
                  {CHANNEL_WORDS[m.channel as "sms"]}: {EVENT_WORDS[m.event as "booked"] ?? m.event}{" "}
                  to {m.phone}
                </Link>{" "}
                <span className="font-normal text-muted">
                  {indiaDateTime(new Date(m.createdAt), "en")}
                </span>
              </p>
              <p>
                {m.lrNo && (
                  <>
                    Shipment{" "}
                    <Link
                      to={`${staffPages.shipments.path}/${encodeURIComponent(m.lrNo)}`}
                      className="font-mono underline"
                    >
                      {m.lrNo}
                    </Link>{" "}
                    ·{" "}
                  </>
                )}
                {m.fallbackOf && "SMS in place of a failed WhatsApp message · "}
                <strong data-state={m.state}>{STATE_WORDS[m.state as "sent"] ?? m.state}</strong>
                {stateTimes(m)}
              </p>
              {m.providerAnswer && (
                <p className="text-muted">
                  Provider&apos;s answer:{" "}
                  <bdi className="font-mono break-all text-navy-900">{m.providerAnswer}</bdi>
                </p>
              )}
              {m.state === "failed" && (
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="id" value={m.id} />
                  <button
                    type="submit"
                    className="btn-dark"
                    aria-label={`Retry the ${CHANNEL_WORDS[m.channel as "sms"]} to ${m.phone}`}
                  >
                    Retry
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of messages" className="flex gap-3">
          {page > 1 && (
            <Link to={link({ page: page - 1 })} className="btn-outline text-navy-900">
              Previous
            </Link>
          )}
          <span className="self-center text-sm text-muted">
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link to={link({ page: page + 1 })} className="btn-outline text-navy-900">
              Next
            </Link>
          )}
        </nav>
      )}

      {mayTest && <TestForm answer={refused} />}
    </section>
  );
}

/** The admin's test: the booked template for the demo shipment, to check the providers' setup. */
function TestForm({
  answer,
}: {
  answer?: { errors?: Record<string, string>; values?: Record<string, string> };
}) {
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  return (
    <Form
      method="post"
      className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-5"
      aria-labelledby="test-title"
    >
      <h2 id="test-title" className="text-xl font-bold text-navy-900">
        Send a test message
      </h2>
      <p className="text-sm text-muted">
        Queues the “shipment booked” template for the demo shipment LR123456789, as any message is.
      </p>
      <input type="hidden" name="intent" value="test" />
      <div>
        <FieldLabel htmlFor="test-phone" required>
          Mobile number
        </FieldLabel>
        <input
          id="test-phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          required
          defaultValue={values.phone ?? ""}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? "test-phone-error" : undefined}
          className={controlClass}
        />
        {errors.phone && <FieldError id="test-phone-error">{errors.phone}</FieldError>}
      </div>
      <div className="flex flex-wrap gap-4">
        <div>
          <FieldLabel htmlFor="test-channel">Channel</FieldLabel>
          <select
            id="test-channel"
            name="channel"
            defaultValue={values.channel ?? "sms"}
            className={controlClass}
          >
            <option value="sms">SMS</option>
            <option value="whatsapp">WhatsApp</option>
          </select>
        </div>
        <div>
          <FieldLabel htmlFor="test-lang">Language</FieldLabel>
          <select
            id="test-lang"
            name="lang"
            defaultValue={values.lang ?? "en"}
            className={controlClass}
          >
            <option value="en">English</option>
            <option value="hi">Hindi</option>
            <option value="mr">Marathi</option>
          </select>
        </div>
      </div>
      <div>
        <button type="submit" className="btn-dark">
          Send the test message
        </button>
      </div>
    </Form>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
