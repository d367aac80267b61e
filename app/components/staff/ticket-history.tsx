import { Lock } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { escalationReasonLabels, ticketStatusLabel } from "@core/content/staff-tickets";
import { staffTime } from "@core/content/staff-work";
import { FileLinks, Panel, type FileLink } from "./ticket-facts";

export type HistoryItem = {
  id: number;
  author: "visitor" | "staff" | "system";
  /** The colleague's e-mail address, for a staff member's doing. */
  staff: string | null;
  kind: string;
  public: boolean;
  body: string | null;
  from: string | null;
  to: string | null;
  at: string;
  files: FileLink[];
};

function who(item: HistoryItem) {
  if (item.author === "visitor") return "The customer";
  if (item.author === "system") return "The site";
  return item.staff ?? "A colleague";
}

/** One line for a change: status, assignee, escalation, rating. */
function change(item: HistoryItem): string {
  switch (item.kind) {
    case "status":
      return `${who(item)} changed the status from ${ticketStatusLabel(item.from ?? "")} to ${ticketStatusLabel(item.to ?? "")}`;
    case "assign":
      return `${who(item)} gave it ${item.to ? `to ${item.to}` : "back: nobody has it"}`;
    case "escalation":
      return `Escalated to the grievance officer: ${escalationReasonLabels[item.to ?? ""] ?? item.to}`;
    case "rating":
      return `The customer rated it ${item.to} out of 5`;
    default:
      return `${who(item)}: ${item.kind}`;
  }
}

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-sm text-muted">
      {staffTime(at)}
    </time>
  );
}

function Words({ body }: { body: string | null }) {
  if (!body) return null;
  return (
    <p className="mt-1 break-words whitespace-pre-line">
      <bdi>{body}</bdi>
    </p>
  );
}

/**
 * What the customer sees on their status page, oldest first: their words and
 * ours as replies, and every public change as a line between them.
 */
export function Conversation({ items, children }: { items: HistoryItem[]; children: ReactNode }) {
  const shown = items.filter((item) => item.public);
  return (
    <Panel id="conversation" title="Conversation with the customer">
      <p className="mb-3 text-sm text-muted">
        Everything here is on the customer&rsquo;s ticket page too.
      </p>
      {shown.length === 0 ? (
        <p>No replies yet: the customer has only sent the request above.</p>
      ) : (
        <ol className="grid gap-3">
          {shown.map((item) =>
            item.kind === "reply" ? (
              <li
                key={item.id}
                className={`rounded-xl border p-3 ${item.author === "visitor" ? "mr-6 border-navy-100 bg-paper" : "ml-6 border-navy-200 bg-navy-50"}`}
              >
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <strong className="wrap-anywhere text-navy-900">
                    {item.author === "visitor" ? "The customer wrote" : `${who(item)} replied`}
                  </strong>
                  <When at={item.at} />
                </p>
                <Words body={item.body} />
                {item.files.length > 0 && (
                  <div className="mt-2">
                    <FileLinks files={item.files} />
                  </div>
                )}
              </li>
            ) : (
              <li key={item.id} className="px-3 text-sm">
                <span className="font-semibold wrap-anywhere text-navy-900">{change(item)}</span> ·{" "}
                <When at={item.at} />
              </li>
            ),
          )}
        </ol>
      )}
      <div className="mt-5 border-t border-navy-100 pt-4">{children}</div>
    </Panel>
  );
}

/** Notes and assignments, oldest first: for colleagues only, never sent or shown to the customer. */
export function InternalNotes({ items, children }: { items: HistoryItem[]; children: ReactNode }) {
  const shown = items.filter((item) => !item.public);
  return (
    <section
      aria-labelledby="internal-heading"
      className="rounded-2xl border-2 border-dashed border-saffron-500 bg-saffron-50 p-4 sm:p-5"
    >
      <h2
        id="internal-heading"
        className="flex items-center gap-2 text-lg font-extrabold text-navy-900"
      >
        <Lock className="size-5" aria-hidden="true" />
        Internal notes
      </h2>
      <p className="mb-3 text-sm font-semibold text-saffron-900">
        Only colleagues see these. They are never sent to the customer.
      </p>
      {shown.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol className="grid gap-2">
          {shown.map((item) => (
            <li key={item.id} className="rounded-xl border border-saffron-200 bg-white p-3">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <strong className="wrap-anywhere text-navy-900">
                  {item.kind === "note" ? `${who(item)} noted` : change(item)}
                </strong>
                <When at={item.at} />
              </p>
              <Words body={item.body} />
            </li>
          ))}
        </ol>
      )}
      <div className="mt-5 border-t border-saffron-200 pt-4">{children}</div>
    </section>
  );
}
