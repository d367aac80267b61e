import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Download } from "~/components/ui/icons";
import { data } from "react-router";
import { ActivityList } from "~/components/staff/activity-list";
import { toActivityItems } from "@core/work-history";
import { ContactLinks } from "~/components/staff/contact-links";
import { FormNotice } from "~/components/staff/form-notice";
import { NoteForm } from "~/components/staff/note-form";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { Field } from "~/components/ui/field";
import { applicationStatusLabels, staffTime, writtenIn } from "@core/content/staff-work";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import {
  APPLICATION_STATUSES,
  ApplicationStatusChangeSchema,
  isUuid,
  ApplicationStatusSchema,
  NoteSchema,
} from "@core/schemas/staff-lists";
import type { Route } from "./+types/application";

export const staffPage = staffPages.application;
export const meta = ({ data: loaded }: Route.MetaArgs) =>
  // U+2068/U+2069 isolate the name in the title as <bdi> does on the page.
  staffMeta(loaded ? `Application: \u2068${loaded.application.name}\u2069` : "Application");

function notFound(): never {
  throw data(
    { message: "There is no such application. It may have been erased." },
    { status: 404 },
  );
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** An application as sent, its résumé, status, notes and history. Viewing it is audited. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { applicationInbox, staff } = args.context.services;
  const id = args.params.id;
  if (!isUuid(id)) notFound();
  const [found, people] = await Promise.all([
    applicationInbox.find(id, actor),
    staff.accounts.list(),
  ]);
  if (!found) notFound();
  const { basicInformation: basic, jobRelatedInformation: links } = found.data;
  const { professionalInformation: work, logistics } = found.data;
  return {
    application: {
      id,
      name: found.name,
      email: found.email,
      number: found.number,
      jobTitle: found.jobTitle,
      status: ApplicationStatusSchema.parse(found.status),
      appliedAt: found.createdAt.toISOString(),
      language: found.language,
      resume: found.resume,
    },
    fields: [
      ["Location", basic.location],
      ["Experience (years)", String(work.experience_years)],
      ["Current job title", work.current_jobtitle],
      ["Skills", work.skills.join(", ")],
      ["Current salary", logistics.current_salary],
      ["Expected salary", logistics.expected_salary],
      ["Willing to relocate", yesNo(logistics.willing_to_relocate)],
      ["Authorised to work in India", yesNo(logistics.authorized_to_work)],
      ["Portfolio", links.portfolio_link],
      ["LinkedIn", links.linkedin_profile],
      ["GitHub", links.github_profile],
      ["Cover letter", links.cover_letter],
    ] satisfies [string, string][],
    activity: toActivityItems(found.activity, people),
  };
}

type Intent = "status" | "note";

/** What the action answers: each form's own answer, told apart by `intent`. */
export type ApplicationAnswer =
  | { intent: Intent; done: string }
  | { intent: Intent; result: SubmissionResult<string[]> }
  | { intent: null; refused: string };

/** Status and notes, each a plain form with its `intent`; the inbox audits each. */
export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { applicationInbox } = args.context.services;
  const id = args.params.id;
  if (!isUuid(id)) notFound();
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  if (intent === "status") {
    const submission = parseWithZod(formData, { schema: ApplicationStatusChangeSchema });
    if (submission.status !== "success")
      return data<ApplicationAnswer>({ intent, result: submission.reply() }, 400);
    const { status } = submission.value;
    if (!(await applicationInbox.changeStatus(id, status, actor))) notFound();
    return {
      intent,
      done: `Status changed to ${applicationStatusLabels[status]}.`,
    } satisfies ApplicationAnswer;
  }
  if (intent === "note") {
    const submission = parseWithZod(formData, { schema: NoteSchema });
    if (submission.status !== "success")
      return data<ApplicationAnswer>({ intent, result: submission.reply() }, 400);
    if (!(await applicationInbox.addNote(id, submission.value.body, actor))) notFound();
    return { intent, done: "Note added." } satisfies ApplicationAnswer;
  }
  return data<ApplicationAnswer>({ intent: null, refused: "Choose what to change." }, 400);
}

const statuses = APPLICATION_STATUSES.map((s) => ({ value: s, label: applicationStatusLabels[s] }));

export default function StaffApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { application, fields, activity } = loaderData;
  const resultOf = (intent: string) =>
    actionData && "result" in actionData && actionData.intent === intent
      ? actionData.result
      : undefined;
  return (
    <article>
      <p className="mb-2">
        <a href="/staff/applications" className="font-semibold text-navy-700 underline">
          ← All applications
        </a>
      </p>
      <StaffHeading title={<bdi>{application.name}</bdi>}>
        <p>
          {application.jobTitle} · {applicationStatusLabels[application.status]} · applied{" "}
          {staffTime(application.appliedAt)} · {writtenIn(application.language)}
        </p>
      </StaffHeading>
      {actionData && "done" in actionData && <FormNotice kind="done">{actionData.done}</FormNotice>}
      {actionData && "refused" in actionData && (
        <FormNotice kind="error">{actionData.refused}</FormNotice>
      )}
      <ContactLinks name={application.name} email={application.email} phone={application.number} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="sent-heading"
          className="rounded-2xl border border-navy-100 bg-white p-4"
        >
          <h2 id="sent-heading" className="text-lg font-extrabold text-navy-900">
            What they sent
          </h2>
          {application.resume && (
            <a
              href={`/staff/applications/${application.id}/resume`}
              className="btn-dark mt-3"
              download
            >
              <Download className="size-4" aria-hidden="true" />
              Download résumé ({Math.ceil(application.resume.size / 1024)} KB)
            </a>
          )}
          <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
            {fields.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-bold text-navy-900">{label}</dt>
                <dd className="break-words whitespace-pre-line">
                  <bdi>{value || "—"}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="grid content-start gap-6">
          <section
            aria-labelledby="status-heading"
            className="rounded-2xl border border-navy-100 bg-white p-4"
          >
            <h2 id="status-heading" className="mb-3 text-lg font-extrabold text-navy-900">
              Status
            </h2>
            <StaffForm
              id="application-status"
              intent="status"
              schema={ApplicationStatusChangeSchema}
              defaultValue={{ status: application.status }}
              result={resultOf("status")}
              submit="Change status"
              busyLabel="Saving..."
            >
              {(f) => (
                <Field
                  meta={f.status}
                  label="Status"
                  as="select"
                  options={statuses}
                  placeholder="Choose a status"
                />
              )}
            </StaffForm>
          </section>
          <NoteForm
            id="application-note"
            notes={activity.filter((a) => a.action === "note").length}
            result={resultOf("note")}
          />
        </div>
      </div>
      <ActivityList items={activity} />
    </article>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
