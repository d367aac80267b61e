import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ActivityList } from "~/components/staff/activity-list";
import { toActivityItems } from "@core/work-history";
import { ContactLinks } from "~/components/staff/contact-links";
import { ContactLog } from "~/components/staff/contact-log";
import { FormNotice } from "~/components/staff/form-notice";
import { LeadFields } from "~/components/staff/lead-fields";
import { DueNote } from "~/components/staff/lead-list";
import { LeadReplyForm } from "~/components/staff/lead-reply-form";
import { LeadWorkPanel, workDone } from "~/components/staff/lead-work-panel";
import { OtherRequests } from "~/components/staff/other-requests";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { leadKindLabels, leadStatusLabels, staffTime, writtenIn } from "@core/content/staff-work";
import { todayInIndia } from "@core/schemas/lead-fields";
import { LeadReplySchema, LeadWorkSchema } from "@core/schemas/lead-work";
import { isUuid, LeadKindSchema, LeadStatusSchema } from "@core/schemas/staff-lists";
import { mayOpen, mayWorkLead, staffPages, type StaffActor } from "@core/staff-access";
import { forbidden, requireStaff } from "~/lib/staff-guard.server";
import { englishMessage } from "@core/messages";
import { OpenBusinessAccount } from "~/components/staff/open-business-account";
import { CopyField } from "~/components/ui/copy-field";
import type { Route } from "./+types/lead";

export const staffPage = staffPages.lead;
export const meta = ({ data: loaded }: Route.MetaArgs) =>
  // U+2068/U+2069 isolate the name in the title as <bdi> does on the page.
  staffMeta(loaded ? `Lead: \u2068${loaded.lead.name}\u2069` : "Lead");

function notFound(): never {
  throw data({ message: "There is no such lead. It may have been erased." }, { status: 404 });
}

/**
 * The lead `id`, if there is one and the actor's role works its kind (ops:
 * pickups only); 404 or 403 before anything is read or audited.
 */
async function requireLead(args: Route.LoaderArgs | Route.ActionArgs, actor: StaffActor) {
  const id = args.params.id;
  if (!isUuid(id)) notFound();
  const kind = await args.context.services.leadInbox.kindOf(id);
  if (!kind) notFound();
  if (!mayWorkLead(actor.role, kind)) forbidden(actor.role);
  return id;
}

/** A lead's page: every field as sent, its status, assignee, notes and history. Viewing it is audited. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { leadInbox, leadWork, leadReplies, leadDetails } = args.context.services;
  const id = await requireLead(args, actor);
  const language = new URL(args.request.url).searchParams.get("reply") ?? undefined;
  const [found, people, replyDraft] = await Promise.all([
    leadInbox.find(id, actor),
    leadWork.colleagues(),
    leadReplies.draft(id, actor, language),
  ]);
  if (!found || !replyDraft) notFound();
  const [details, others] = await Promise.all([
    leadDetails.read(found.lead),
    leadDetails.otherRequests(found.lead, actor),
  ]);
  const names = new Map(people.map((p) => [p.id, p.name]));
  const nameOf = (userId: string | null) =>
    userId ? (names.get(userId) ?? "a former colleague") : "nobody";
  const { lead } = found;
  const kind = LeadKindSchema.parse(lead.kind);
  const assignees = await leadWork.assignees(kind);
  // A won client registration may open a business account (CONTRACT.md "Business accounts", who).
  const businessAccount =
    kind === "client" && mayOpen(actor.role, staffPages.businesses)
      ? await args.context.services.staffBusinesses.leadAccount(id)
      : null;
  return {
    businessAccount,
    me: actor.id,
    // Operations reach pickups from their list, not from the leads they cannot open.
    back: mayOpen(actor.role, staffPages.leads)
      ? { to: staffPages.leads.path, label: "All leads" }
      : { to: staffPages.pickups.path, label: "Pickups" },
    today: todayInIndia(new Date()),
    people: assignees.map((p) => ({ id: p.id, name: p.name })),
    lead: {
      id: lead.id,
      kind,
      name: lead.name,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      status: LeadStatusSchema.parse(lead.status),
      lostReason: lead.lostReason,
      assigneeId: lead.assigneeId,
      assignee: lead.assigneeId ? nameOf(lead.assigneeId) : null,
      receivedAt: lead.createdAt.toISOString(),
      language: lead.language,
      dueAt: lead.dueAt?.toISOString() ?? null,
      overdue: lead.overdue,
      followUpOn: lead.followUpOn,
    },
    details,
    others: {
      more: others.more,
      items: others.items.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    },
    replyDraft,
    activity: toActivityItems(
      found.activity,
      people.map((p) => ({ id: p.id, email: p.name, name: p.name })),
    ),
  };
}

type Intent = "work" | "take" | "call" | "whatsapp" | "reply" | "open-business";

/** What the action answers: what was done, the panel's refusal, or a post it did not understand. */
export type LeadAnswer =
  | { intent: Intent; done: string; link?: string }
  | { intent: Intent; result: SubmissionResult<string[]> }
  | { intent: null; refused: string };

function notYourKind(actor: StaffActor): never {
  throw data(
    { message: `A ${actor.role} account does not work this kind of lead.` },
    { status: 403 },
  );
}

/**
 * The lead's work: the "Work this lead" panel (assignee, status,
 * follow-up, note in one post), "Take it", and logging a call or a WhatsApp
 * message. The lead work service checks the role per kind and audits.
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { leadWork, leadReplies } = args.context.services;
  const id = await requireLead(args, actor);
  const formData = await args.request.formData();
  const intent = formData.get("intent");

  if (intent === "work" || intent === "take") {
    let outcome;
    let submission;
    if (intent === "take") outcome = await leadWork.take(id, actor);
    else {
      submission = parseWithZod(formData, { schema: LeadWorkSchema });
      if (submission.status !== "success")
        return data<LeadAnswer>({ intent, result: submission.reply() }, 400);
      const { assignee, ...rest } = submission.value;
      outcome = await leadWork.work(
        id,
        { ...rest, assigneeId: assignee === "none" ? null : assignee },
        actor,
      );
    }
    if (!outcome.ok && "refused" in outcome) {
      if (outcome.refused === "no-such-lead") notFound();
      notYourKind(actor);
    }
    if (!outcome.ok)
      return data<LeadAnswer>(
        {
          intent,
          result: submission!.reply({
            fieldErrors: Object.fromEntries(
              Object.entries(outcome.fields).map(([name, message]) => [name, [message]]),
            ),
          }),
        },
        400,
      );
    if (intent === "take") return { intent, done: "The lead is yours." } satisfies LeadAnswer;
    return {
      intent,
      done: workDone(outcome.changed, submission!.value.status),
    } satisfies LeadAnswer;
  }
  if (intent === "call" || intent === "whatsapp") {
    const logged = await leadWork.logContact(id, intent, actor);
    if (logged === "no-such-lead") notFound();
    if (logged === "not-your-kind") notYourKind(actor);
    return {
      intent,
      done: intent === "call" ? "Call logged." : "WhatsApp message logged.",
    } satisfies LeadAnswer;
  }
  if (intent === "reply") {
    const submission = parseWithZod(formData, { schema: LeadReplySchema });
    if (submission.status !== "success")
      return data<LeadAnswer>({ intent, result: submission.reply() }, 400);
    const sent = await leadReplies.send(id, submission.value, actor);
    if (sent === "no-such-lead") notFound();
    if (sent === "not-your-kind") notYourKind(actor);
    return { intent, done: "Reply sent. It is in the history." } satisfies LeadAnswer;
  }
  if (intent === "open-business") return openBusinessAccount(args, actor);
  return data<LeadAnswer>({ intent: null, refused: "Choose what to change." }, 400);
}

/** "Open a business account": the lead's e-mail invited as owner, once per lead. */
async function openBusinessAccount(args: Route.ActionArgs, actor: StaffActor) {
  if (!mayOpen(actor.role, staffPages.businesses)) forbidden(actor.role);
  const { user } = await requireStaff(args, staffPage);
  const outcome = await args.context.services.staffBusinesses.openFromLead(
    { ...actor, name: user.name },
    args.params.id,
  );
  if (outcome.ok)
    return {
      intent: "open-business",
      done: "The business account is open: its owner is invited by e-mail (the link lasts 72 hours). You can also copy the link:",
      link: outcome.url,
    } satisfies LeadAnswer;
  if ("alreadyOpen" in outcome)
    return {
      intent: "open-business",
      done: "This lead's business account is already open.",
    } satisfies LeadAnswer;
  if ("notEligible" in outcome)
    return data<LeadAnswer>(
      { intent: null, refused: "Only a won client registration can open a business account." },
      400,
    );
  const first = Object.values(outcome.errors)[0]?.[0] ?? "The account could not be opened.";
  return data<LeadAnswer>({ intent: null, refused: englishMessage(first) }, 400);
}

export default function StaffLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, details, others, activity, people, me, today, back, replyDraft, businessAccount } =
    loaderData;
  const resultOf = (intent: Intent) =>
    actionData && "result" in actionData && actionData.intent === intent
      ? actionData.result
      : undefined;
  return (
    <article>
      <p className="mb-2">
        <a href={back.to} className="font-semibold text-navy-700 underline">
          ← {back.label}
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
      {actionData && "done" in actionData && (
        <FormNotice kind="done">
          <p>{actionData.done}</p>
          {"link" in actionData && actionData.link && (
            <div className="mt-2">
              <CopyField
                value={actionData.link}
                label="One-time link"
                hiddenLabel
                copy="Copy link"
                copied="Copied"
                fieldClassName="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-navy-200 bg-white px-2 font-mono text-sm text-ink"
              />
            </div>
          )}
        </FormNotice>
      )}
      {actionData && "refused" in actionData && (
        <FormNotice kind="error">{actionData.refused}</FormNotice>
      )}
      <ContactLinks name={lead.name} email={lead.email} phone={lead.phone} />
      {businessAccount && <OpenBusinessAccount account={businessAccount} />}
      <ContactLog phone={lead.phone} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <LeadFields groups={details} />
        <LeadWorkPanel
          lead={lead}
          me={me}
          people={people}
          today={today}
          version={activity.length}
          result={resultOf("work")}
        />
      </div>
      <LeadReplyForm
        email={lead.email}
        leadLanguage={lead.language}
        draft={replyDraft}
        result={resultOf("reply")}
        version={activity.filter((a) => a.action === "reply").length}
      />
      <OtherRequests {...others} />
      <ActivityList items={activity} />
    </article>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
