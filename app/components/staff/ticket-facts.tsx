import { Paperclip } from "~/components/ui/icons";
import type { ReactNode } from "react";
import {
  categoryLabel,
  escalationReasonLabels,
  languageName,
  NO_EMAIL,
  PHONE_UPDATE_STATES,
} from "@core/content/staff-tickets";
import { staffTime } from "@core/content/staff-work";

export type FileLink = { id: string; fileName: string; size: number; href: string };

type PromiseView = { by: string; at: string | null; broken: boolean };

export type TicketFactsView = {
  number: string;
  category: string;
  lrNo: string | null;
  name: string;
  email: string;
  phone: string;
  /** SMS and WhatsApp updates asked for: whether the replies reach the visitor there. */
  phoneUpdates: { phone: string; channel: string; state: string }[];
  description: string;
  declaredValue: number | null;
  language: string;
  raisedAt: string;
  open: boolean;
  acknowledgement: PromiseView;
  resolution: PromiseView;
  escalatedAt: string | null;
  escalatedBecause: string | null;
  rating: number | null;
  ratingComment: string | null;
};

export function Panel({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-2xl border border-navy-100 bg-white p-4 sm:p-5 ${className}`}
    >
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-extrabold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const kb = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Download links, never shown inline (the files are the customer's, not ours to render). */
export function FileLinks({ files }: { files: FileLink[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="grid gap-1">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={file.href}
            download
            className="inline-flex items-center gap-1.5 font-semibold wrap-anywhere text-navy-700 underline"
          >
            <Paperclip className="size-4 shrink-0" aria-hidden="true" />
            <bdi>{file.fileName}</bdi>
          </a>{" "}
          <span className="text-sm text-muted">({kb(file.size)})</span>
        </li>
      ))}
    </ul>
  );
}

/** Every field of the request as the customer sent it. */
export function SentFacts({ ticket, files }: { ticket: TicketFactsView; files: FileLink[] }) {
  const rows: [string, ReactNode][] = [
    ["Category", categoryLabel(ticket.category)],
    ["LR number", ticket.lrNo ?? "None given"],
    ["Name", <bdi>{ticket.name}</bdi>],
    ["E-mail", ticket.email ? <span className="wrap-anywhere">{ticket.email}</span> : NO_EMAIL],
    ["Phone", ticket.phone],
    [
      "Updates by SMS or WhatsApp",
      ticket.phoneUpdates.length === 0 ? (
        "None asked for"
      ) : (
        <ul>
          {ticket.phoneUpdates.map((u) => (
            <li key={`${u.channel}-${u.phone}`}>
              {u.channel === "whatsapp" ? "WhatsApp" : "SMS"} to {u.phone}:{" "}
              {PHONE_UPDATE_STATES[u.state] ?? u.state}
            </li>
          ))}
        </ul>
      ),
    ],
    [
      "What happened",
      <bdi className="block break-words whitespace-pre-line">{ticket.description}</bdi>,
    ],
    ...(ticket.declaredValue !== null
      ? [
          ["Declared value", `₹${ticket.declaredValue.toLocaleString("en-IN")}`] satisfies [
            string,
            string,
          ],
        ]
      : []),
    [
      "Language",
      `${languageName(ticket.language)} (every ${ticket.email ? "e-mail" : "message"} to them is in it)`,
    ],
    ["Raised", staffTime(ticket.raisedAt)],
    ["Files", files.length ? <FileLinks files={files} /> : "None"],
  ];
  return (
    <Panel id="sent" title="What the customer sent">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[9rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-bold text-navy-900">{label}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function PromiseLine({
  title,
  promise,
  kept,
  open,
}: {
  title: string;
  promise: PromiseView;
  kept: string;
  open: boolean;
}) {
  const state = promise.at
    ? promise.broken
      ? `Broken: ${kept} late, ${staffTime(promise.at)}`
      : `Kept: ${kept} ${staffTime(promise.at)}`
    : !open
      ? "Closed without it"
      : promise.broken
        ? "Broken: not yet done"
        : "Not yet due";
  return (
    <li
      className={`rounded-xl border-2 p-3 ${promise.broken ? "border-danger bg-red-50" : "border-navy-100"}`}
    >
      <p className="font-bold text-navy-900">
        {title} by {staffTime(promise.by)}
      </p>
      <p className={promise.broken ? "font-semibold text-danger" : "text-muted"}>{state}</p>
    </li>
  );
}

/** The two promises with their deadlines, whether each is kept, and any escalation. */
export function PromiseFacts({ ticket }: { ticket: TicketFactsView }) {
  return (
    <Panel id="promises" title="Our promises">
      <ul className="grid gap-2 sm:grid-cols-2">
        <PromiseLine
          title="Acknowledge"
          promise={ticket.acknowledgement}
          kept="acknowledged"
          open={ticket.open}
        />
        <PromiseLine
          title="Resolve"
          promise={ticket.resolution}
          kept="resolved"
          open={ticket.open}
        />
      </ul>
      <p className="mt-3">
        {ticket.escalatedAt ? (
          <>
            <strong className="text-saffron-900">
              Escalated to the grievance officer {staffTime(ticket.escalatedAt)}
            </strong>
            {ticket.escalatedBecause && (
              <>: {escalationReasonLabels[ticket.escalatedBecause] ?? ticket.escalatedBecause}.</>
            )}
          </>
        ) : (
          <span className="text-muted">Not escalated.</span>
        )}
      </p>
      {ticket.rating !== null && (
        <p className="mt-2">
          Rated <strong>{ticket.rating} out of 5</strong>
          {ticket.ratingComment && (
            <>
              : <bdi className="break-words whitespace-pre-line">{ticket.ratingComment}</bdi>
            </>
          )}
        </p>
      )}
    </Panel>
  );
}
