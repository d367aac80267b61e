import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { EmptyList } from "~/components/staff/list-screen/record-table";

import { staffTime } from "@core/content/staff-work";
import {
  branchHours,
  DELIVERY_OPTIONS,
  DELIVERY_REQUEST_DUE_HOURS,
  DESK_QUEUES,
  findBranch,
  OPTION_LABELS,
  type DeliveryOption,
  type DeskQueue,
} from "@core/delivery-options";
import { DeliveryDeskFilterSchema, readListParams } from "@core/schemas/staff-lists";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/delivery-requests";
import { PillLink } from "~/components/staff/pill-link";

export const staffPage = staffPages.deliveryRequests;
export const meta = () => staffMeta("Delivery requests");

const QUEUES: Record<DeskQueue, string> = {
  waiting: "Waiting",
  overdue: "Overdue",
  decided: "Decided",
};
const LANGUAGES: Record<string, string> = { en: "English", hi: "Hindi", mr: "Marathi" };
const DAYS = { "mon-sat": "Mon–Sat" } as const;

/** A calendar day as staff read it, with its weekday: "Sun, 29 Nov 2026". */
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });

/**
 * /staff/delivery-requests (ops, admin): receivers' requests to
 * change a delivery, due 4 hours after they arrive. Waiting ones by due time
 * (overdue first), or only the overdue, or those decided; by option. Each is
 * accepted or declined here (a reason required to decline).
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const read = readListParams(DeliveryDeskFilterSchema, new URL(args.request.url).searchParams);
  const { queue = "waiting", option, page } = read.filter;
  const now = new Date();
  const desk = args.context.services.deliveryDesk;
  const [list, counts] = await Promise.all([
    desk.list({ queue, option, page, now }),
    desk.counts(now),
  ]);
  return {
    queue,
    option: option ?? null,
    counts,
    now: now.toISOString(),
    ...list,
    rows: list.rows.map((r) => ({
      ...r,
      dueAt: r.dueAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    })),
  };
}

type Answer =
  | { done: string }
  | { refused: string }
  | { id: string; errors: { reason?: string; decision?: string }; reason: string };

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const form = await args.request.formData();
  if (form.get("intent") !== "decide") return data<Answer>({ refused: "Unknown action." }, 400);
  const id = String(form.get("id") ?? "");
  const reason = String(form.get("reason") ?? "");
  const outcome = await args.context.services.deliveryDesk.decide(
    id,
    { decision: form.get("decision"), reason },
    actor,
  );
  switch (outcome.kind) {
    case "done":
      return {
        done:
          outcome.status === "accepted"
            ? "Accepted. The receiver sees it on the tracking page, and is e-mailed if they gave an address."
            : "Declined. The receiver sees your reason on the tracking page, and is e-mailed if they gave an address.",
      } satisfies Answer;
    case "invalid":
      return data<Answer>({ id, errors: outcome.errors, reason: reason.slice(0, 400) }, 400);
    case "already-decided":
      return data<Answer>({ refused: "Someone has already decided that request." }, 409);
    case "not-found":
      return data<Answer>({ refused: "That request is no longer here." }, 404);
  }
}

export default function StaffDeliveryRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { queue, option, counts, rows, page, pages, total, now } = loaderData;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  const invalid = actionData && "errors" in actionData ? actionData : undefined;
  const link = (p: { queue?: DeskQueue; option?: DeliveryOption | null; page?: number }) => {
    const search = new URLSearchParams();
    const q = p.queue ?? queue;
    if (q !== "waiting") search.set("queue", q);
    const o = p.option === undefined ? option : p.option;
    if (o) search.set("option", o);
    if (p.page && p.page > 1) search.set("page", String(p.page));
    const query = search.toString();
    return query ? `?${query}` : staffPage.path;
  };
  return (
    <section className="grid gap-6">
      <StaffHeading title="Delivery requests">
        <p>
          Receivers ask for a new date, leave instructions, give the driver another phone or collect
          at a branch. Answer each within {DELIVERY_REQUEST_DUE_HOURS} hours; an accepted new date
          moves the expected date and adds a tracking event. Times are India time.
        </p>
      </StaffHeading>
      {done && <FormNotice kind="done">{done}</FormNotice>}
      {refused && <FormNotice kind="error">{refused}</FormNotice>}

      <div className="grid gap-3">
        <nav aria-label="Queue" className="flex flex-wrap gap-2">
          {DESK_QUEUES.map((q) => (
            <PillLink key={q} to={link({ queue: q, page: 1 })} current={queue === q}>
              {QUEUES[q]}
              {q === "waiting"
                ? ` (${counts.waiting})`
                : q === "overdue"
                  ? ` (${counts.overdue})`
                  : ""}
            </PillLink>
          ))}
        </nav>
        <nav aria-label="Option" className="flex flex-wrap gap-2">
          <PillLink to={link({ option: null, page: 1 })} current={!option}>
            Every option
          </PillLink>
          {DELIVERY_OPTIONS.map((o) => (
            <PillLink key={o} to={link({ option: o, page: 1 })} current={option === o}>
              {OPTION_LABELS[o]}
            </PillLink>
          ))}
        </nav>
      </div>

      {rows.length === 0 ? (
        <EmptyList>
          {queue === "decided"
            ? "No decided requests here yet."
            : "Nothing waiting: every request is answered."}
        </EmptyList>
      ) : (
        <>
          <p className="text-sm text-muted">
            {total} {total === 1 ? "request" : "requests"}
          </p>
          <ul className="grid gap-4">
            {rows.map((row) => (
              <RequestCard
                key={row.id}
                row={row}
                now={now}
                invalid={invalid?.id === row.id ? invalid : undefined}
              />
            ))}
          </ul>
        </>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of requests" className="flex gap-3">
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
    </section>
  );
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

function RequestCard({
  row,
  now,
  invalid,
}: {
  row: Row;
  now: string;
  invalid?: { errors: { reason?: string; decision?: string }; reason: string };
}) {
  const overdue = row.status === "received" && row.dueAt < now;
  const branch = findBranch(row.branch);
  const reasonId = `reason-${row.id}`;
  const errorId = `${reasonId}-error`;
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // A refused decline puts the cursor in the reason, so the message beside it is read first.
  useEffect(() => {
    if (invalid?.errors.reason) reasonRef.current?.focus();
  }, [invalid]);
  return (
    <li id={`request-${row.id}`} className="rounded-2xl border border-navy-100 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-extrabold text-navy-900">
          {OPTION_LABELS[row.option]} ·{" "}
          <Link
            to={`${staffPages.shipments.path}/${encodeURIComponent(row.lrNo)}`}
            className="underline"
          >
            {row.lrNo}
          </Link>
        </h2>
        <p className={overdue ? "font-bold text-danger" : "text-sm text-ink"}>
          {row.status === "received" ? (
            <>
              {overdue ? "Overdue since " : "Due "}
              <time dateTime={row.dueAt}>{staffTime(row.dueAt)}</time>
            </>
          ) : (
            <>
              {row.status === "accepted" ? "Accepted" : "Declined"}
              {row.decidedAt && (
                <>
                  {" "}
                  <time dateTime={row.decidedAt}>{staffTime(row.decidedAt)}</time>
                </>
              )}
            </>
          )}
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {row.option === "reschedule" && row.requestedDate && (
          <>
            <dt className="text-muted">New date</dt>
            <dd className="font-bold">
              <time dateTime={row.requestedDate}>{day(row.requestedDate)}</time>
            </dd>
          </>
        )}
        {row.option === "instructions" && row.instructions && (
          <>
            <dt className="text-muted">Instructions</dt>
            <dd className="break-words whitespace-pre-line">
              <bdi>{row.instructions}</bdi>
            </dd>
          </>
        )}
        {row.option === "phone" && row.alternatePhone && (
          <>
            <dt className="text-muted">Phone for the driver</dt>
            <dd>
              <a href={`tel:+91${row.alternatePhone}`} className="font-bold underline">
                {row.alternatePhone}
              </a>
            </dd>
          </>
        )}
        {row.option === "collect" && branch && (
          <>
            <dt className="text-muted">Branch</dt>
            <dd>
              <span className="font-bold">{branch.name}</span>, {branch.address} {branch.pincode} (
              {branchHours(branch, DAYS, "{days} {opens}–{closes}")})
            </dd>
          </>
        )}
        <dt className="text-muted">Shipment</dt>
        <dd>
          {row.orderStatus}
          {row.expectedDeliveryDate ? `, expected ${day(row.expectedDeliveryDate)}` : ""}
          {row.phoneLast4 ? `, receiver ${row.phoneLast4}` : ""}
        </dd>
        <dt className="text-muted">Asked</dt>
        <dd>
          <time dateTime={row.createdAt}>{staffTime(row.createdAt)}</time>, in{" "}
          {LANGUAGES[row.language] ?? row.language}
          {row.email ? `; the answer is e-mailed to ${row.email}` : "; no e-mail for the answer"}
        </dd>
        {row.decisionReason && (
          <>
            <dt className="text-muted">Reason</dt>
            <dd className="break-words">{row.decisionReason}</dd>
          </>
        )}
      </dl>
      {row.status === "received" && (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="decide" />
          <input type="hidden" name="id" value={row.id} />
          <div>
            <label htmlFor={reasonId} className="block text-sm font-bold text-navy-900">
              Reason for the receiver (needed to decline)
            </label>
            <textarea
              ref={reasonRef}
              id={reasonId}
              name="reason"
              rows={2}
              maxLength={300}
              defaultValue={invalid?.reason}
              aria-invalid={invalid?.errors.reason ? true : undefined}
              aria-describedby={invalid?.errors.reason ? errorId : undefined}
              className="mt-1.5 block w-full rounded-xl border-2 border-navy-200 bg-white px-3.5 py-2.5 text-base text-ink aria-invalid:border-danger"
            />
            {invalid?.errors.reason && (
              <p id={errorId} className="mt-1 text-sm font-semibold text-danger">
                {invalid.errors.reason}
              </p>
            )}
          </div>
          {invalid?.errors.decision && (
            <p role="alert" className="text-sm font-semibold text-danger">
              {invalid.errors.decision}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="decision" value="accept" className="btn-dark">
              Accept
            </button>
            <button
              type="submit"
              name="decision"
              value="decline"
              className="btn-outline text-navy-900"
            >
              Decline
            </button>
          </div>
        </Form>
      )}
    </li>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
