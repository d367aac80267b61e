import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { Field } from "~/components/ui/field";
import { leadKindLabels, staffTime } from "@core/content/staff-work";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { ErasureLookupSchema, LeadKindSchema } from "@core/schemas/staff-lists";
import type { Route } from "./+types/erasure";

export const staffPage = staffPages.erasure;
export const meta = () => staffMeta("Erasure");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  return null;
}

const NOT_AN_IDENTIFIER = "Enter an e-mail address, or a phone number of at least 10 digits.";

/**
 * /staff/erasure (admins): find everything held about an e-mail address or a
 * phone number, then erase it. Both steps are POSTs, so the address never
 * sits in a URL, a browser's history or a log. The audit log keeps that an
 * erasure happened and how much it removed, never whose.
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { erasure } = args.context.services;
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: ErasureLookupSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const who = erasure.parseIdentifier(submission.value.who);
  if (!who)
    return data({ result: submission.reply({ fieldErrors: { who: [NOT_AN_IDENTIFIER] } }) }, 400);

  if (formData.get("intent") === "erase") {
    if (formData.get("confirm") !== "yes")
      return data({ refused: "Tick the box to confirm the erasure." }, 400);
    // The service audits it: that an erasure happened and how much it removed, never whose.
    return { erased: await erasure.erase(who, actor) };
  }
  const found = await erasure.find(who);
  return {
    who: submission.value.who,
    found: {
      leads: found.leads.map((l) => ({
        ...l,
        kind: LeadKindSchema.parse(l.kind),
        createdAt: l.createdAt.toISOString(),
      })),
      applications: found.applications.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
      tickets: found.tickets.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
      emails: found.emails,
      subscriptions: found.subscriptions,
      deliveryRequests: found.deliveryRequests,
      phoneMessages: found.phoneMessages,
      phoneSubscriptions: found.phoneSubscriptions,
    },
  };
}

export default function StaffErasure({ actionData }: Route.ComponentProps) {
  const erased = actionData && "erased" in actionData ? actionData.erased : undefined;
  const lookup = actionData && "found" in actionData ? actionData : undefined;
  const { found, who } = lookup ?? {};
  const nothing =
    found &&
    found.leads.length +
      found.applications.length +
      found.tickets.length +
      found.emails +
      found.subscriptions +
      found.deliveryRequests +
      found.phoneMessages +
      found.phoneSubscriptions ===
      0;
  return (
    <section>
      <StaffHeading title="Erasure">
        <p>
          When someone asks us to forget them, find everything held about their e-mail address or
          phone number, check it, and erase it: leads of every kind, job applications and their
          résumés, customer-care tickets with their replies and files, notes, and e-mails about
          them. It cannot be undone.
        </p>
      </StaffHeading>
      {erased && (
        <FormNotice kind="done">
          Erased {erased.leads} leads, {erased.applications} applications, {erased.resumes} résumés,{" "}
          {erased.tickets} customer-care tickets with {erased.ticketFiles} files, {erased.emails}{" "}
          e-mails, {erased.subscriptions} tracking alert subscriptions, {erased.deliveryRequests}{" "}
          delivery requests, {erased.phoneMessages} SMS and WhatsApp messages and{" "}
          {erased.phoneSubscriptions} subscriptions by phone with their consent records.
        </FormNotice>
      )}
      {actionData && "refused" in actionData && (
        <FormNotice kind="error">{actionData.refused}</FormNotice>
      )}
      <div className="mt-4 max-w-xl rounded-2xl border border-navy-100 bg-white p-4">
        <StaffForm
          id="erasure-find"
          intent="find"
          schema={ErasureLookupSchema}
          result={actionData && "result" in actionData ? actionData.result : undefined}
          submit="Find what we hold"
          busyLabel="Looking..."
        >
          {(fields) => (
            <Field meta={fields.who} label="E-mail address or phone number" autoComplete="off" />
          )}
        </StaffForm>
      </div>
      {found && (
        <div className="mt-6 rounded-2xl border border-navy-100 bg-white p-4">
          <h2 className="text-lg font-extrabold text-navy-900">What we hold about {who}</h2>
          {nothing ? (
            <p className="mt-2">Nothing: no leads, applications, tickets or e-mails.</p>
          ) : (
            <>
              <ul className="mt-3 grid gap-1">
                {found.leads.map((l) => (
                  <li key={l.id}>
                    {leadKindLabels[l.kind]} lead from <bdi>{l.name}</bdi>, {staffTime(l.createdAt)}
                  </li>
                ))}
                {found.applications.map((a) => (
                  <li key={a.id}>
                    Job application from <bdi>{a.name}</bdi>, {staffTime(a.createdAt)}
                    {a.resume ? `, with résumé ${a.resume}` : ""}
                  </li>
                ))}
                {found.tickets.map((t) => (
                  <li key={t.id}>
                    Customer-care ticket {t.number} from <bdi>{t.name}</bdi>,{" "}
                    {staffTime(t.createdAt)}, with its replies, notes and {t.files}{" "}
                    {t.files === 1 ? "file" : "files"}
                  </li>
                ))}
                <li>{found.emails} e-mails in the outbox</li>
                <li>{found.subscriptions} tracking alert subscriptions</li>
                <li>{found.phoneMessages} SMS and WhatsApp messages</li>
                <li>
                  {found.phoneSubscriptions} subscriptions by SMS and WhatsApp, with their consent
                  records
                </li>
                <li>{found.deliveryRequests} delivery requests from receivers</li>
              </ul>
              <Form method="post" className="mt-4 grid gap-3">
                <input type="hidden" name="intent" value="erase" />
                <input type="hidden" name="who" value={who} />
                <label className="flex items-start gap-2 font-semibold">
                  <input
                    type="checkbox"
                    name="confirm"
                    value="yes"
                    required
                    className="mt-1 size-5"
                  />
                  Erase all of this for good. I have checked it is the right person.
                </label>
                <div>
                  <button type="submit" className="btn min-h-12 bg-danger px-5 text-white">
                    Erase everything listed
                  </button>
                </div>
              </Form>
            </>
          )}
        </div>
      )}
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
