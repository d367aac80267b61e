import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ActivityList, toActivityItems } from "~/components/staff/activity-list";
import { ContactLinks } from "~/components/staff/contact-links";
import { FormNotice } from "~/components/staff/form-notice";
import { DueNote } from "~/components/staff/lead-list";
import { LeadWorkForms } from "~/components/staff/lead-work-forms";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { leadKindLabels, leadStatusLabels, staffTime, writtenIn } from "@core/content/staff-work";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import {
  AssignSchema,
  isUuid,
  LeadStatusChangeSchema,
  NoteSchema,
  type LeadKind,
  type LeadStatus,
} from "@core/schemas/staff-lists";
import type { Route } from "./+types/lead";

export const staffPage = staffPages.lead;
export const meta = ({ data: loaded }: Route.MetaArgs) =>
  // U+2068/U+2069 isolate the name in the title as <bdi> does on the page.
  staffMeta(loaded ? `Lead: \u2068${loaded.lead.name}\u2069` : "Lead");

function notFound(): never {
  throw data({ message: "There is no such lead. It may have been erased." }, { status: 404 });
}

/** A lead's page: every field as sent, its status, assignee, notes and history. Viewing it is audited. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { leadInbox, staff } = args.context.services;
  const id = args.params.id;
  if (!isUuid(id)) notFound();
  const [found, people] = await Promise.all([leadInbox.find(id, actor), staff.accounts.list()]);
  if (!found) notFound();
  const names = new Map(people.map((p) => [p.id, p.email]));
  const nameOf = (userId: string | null) =>
    userId ? (names.get(userId) ?? "a former colleague") : "nobody";
  const { lead } = found;
  return {
    me: actor.id,
    people: people.filter((p) => p.active).map((p) => ({ id: p.id, email: p.email })),
    lead: {
      id: lead.id,
      kind: lead.kind as LeadKind,
      name: lead.name,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      status: lead.status as LeadStatus,
      lostReason: lead.lostReason,
      assigneeId: lead.assigneeId,
      assignee: lead.assigneeId ? nameOf(lead.assigneeId) : null,
      receivedAt: lead.createdAt.toISOString(),
      language: lead.language,
      dueAt: lead.dueAt?.toISOString() ?? null,
      overdue: lead.overdue,
    },
    fields: found.fields,
    activity: toActivityItems(found.activity, people),
  };
}

type Intent = "status" | "assign" | "note";

/** What the action answers: each form's own answer, told apart by `intent`. */
export type LeadAnswer =
  | { intent: Intent; done: string }
  | { intent: Intent; result: SubmissionResult<string[]> }
  | { intent: null; refused: string };

/** Status, assignee and notes, each a plain form with its `intent`; the inbox audits each. */
export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { leadInbox } = args.context.services;
  const id = args.params.id;
  if (!isUuid(id)) notFound();
  const formData = await args.request.formData();
  const intent = formData.get("intent");

  if (intent === "status") {
    const submission = parseWithZod(formData, { schema: LeadStatusChangeSchema });
    if (submission.status !== "success")
      return data<LeadAnswer>({ intent, result: submission.reply() }, 400);
    if (!(await leadInbox.changeStatus(id, submission.value, actor))) notFound();
    return {
      intent,
      done: `Status changed to ${leadStatusLabels[submission.value.status]}.`,
    } satisfies LeadAnswer;
  }
  if (intent === "assign") {
    const submission = parseWithZod(formData, { schema: AssignSchema });
    if (submission.status !== "success")
      return data<LeadAnswer>({ intent, result: submission.reply() }, 400);
    const { assignee } = submission.value;
    const to = assignee === "me" ? actor.id : assignee === "none" ? null : assignee;
    const outcome = await leadInbox.assign(id, to, actor);
    if (outcome === "not-a-colleague")
      return data<LeadAnswer>(
        {
          intent,
          result: submission.reply({
            fieldErrors: { assignee: ["Choose a colleague from the list."] },
          }),
        },
        400,
      );
    if (outcome === "no-such-lead") notFound();
    return {
      intent,
      done: to === actor.id ? "The lead is yours." : "Assignee changed.",
    } satisfies LeadAnswer;
  }
  if (intent === "note") {
    const submission = parseWithZod(formData, { schema: NoteSchema });
    if (submission.status !== "success")
      return data<LeadAnswer>({ intent, result: submission.reply() }, 400);
    if (!(await leadInbox.addNote(id, submission.value.body, actor))) notFound();
    return { intent, done: "Note added." } satisfies LeadAnswer;
  }
  return data<LeadAnswer>({ intent: null, refused: "Choose what to change." }, 400);
}

export default function StaffLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, fields, activity, people, me } = loaderData;
  return (
    <article>
      <p className="mb-2">
        <a href="/staff/leads" className="font-semibold text-navy-700 underline">
          ← All leads
        </a>
      </p>
      <StaffHeading title={<bdi>{lead.name}</bdi>}>
        <p>
          {leadKindLabels[lead.kind]} · {leadStatusLabels[lead.status]} · received{" "}
          {staffTime(lead.receivedAt)} · <DueNote dueAt={lead.dueAt} overdue={lead.overdue} /> ·{" "}
          {writtenIn(lead.language)}
        </p>
        {lead.lostReason && (
          <p>
            Lost because: <bdi>{lead.lostReason}</bdi>
          </p>
        )}
      </StaffHeading>
      {actionData && "done" in actionData && <FormNotice kind="done">{actionData.done}</FormNotice>}
      {actionData && "refused" in actionData && (
        <FormNotice kind="error">{actionData.refused}</FormNotice>
      )}
      <ContactLinks name={lead.name} email={lead.email} phone={lead.phone} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="sent-heading"
          className="rounded-2xl border border-navy-100 bg-white p-4"
        >
          <h2 id="sent-heading" className="text-lg font-extrabold text-navy-900">
            What they sent
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
            {fields.map((f) => (
              <div key={f.label} className="contents">
                <dt className="font-bold text-navy-900">{f.label}</dt>
                <dd className="break-words whitespace-pre-line">
                  <bdi>{f.value || "—"}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <LeadWorkForms
          lead={lead}
          me={me}
          people={people}
          notes={activity.filter((a) => a.action === "note").length}
          answer={actionData && "result" in actionData ? actionData : undefined}
        />
      </div>
      <ActivityList items={activity} />
    </article>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
