import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { AccountRow } from "~/components/staff/account-row";
import { GrievanceOfficerForm } from "~/components/staff/grievance-officer-form";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { TwoFactorPolicy } from "~/components/staff/two-factor-policy";
import { CopyField } from "~/components/ui/copy-field";
import { Field } from "~/components/ui/field";
import { isStaffRole, roleInfo, STAFF_ROLES, staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { InviteSchema, RenameSchema } from "@core/schemas/staff";
import { GrievanceOfficerSchema } from "@core/schemas/staff-tickets";
import type { Route } from "./+types/accounts";

export const staffPage = staffPages.accounts;
export const meta = () => staffMeta("Staff accounts");

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireStaff(args, staffPage);
  const { staff, ticketDesk } = args.context.services;
  const { accounts } = staff;
  return {
    me: user.id,
    accounts: await accounts.list(),
    twoFactorRequired: await accounts.isTwoFactorRequired(),
    officer: await ticketDesk.grievanceOfficer(),
    // Who may be marked: the accounts that can open a ticket.
    officerCandidates: await ticketDesk.colleagues(),
  };
}

/**
 * What the action answers: done (with a link to copy), refused, or the
 * invitation form's messages. `id` and `intent` place a refusal next to the
 * control of that account that was used.
 */
export type AccountsAnswer =
  | { done: string; link?: string; result?: SubmissionResult<string[]> }
  | {
      refused: string;
      id?: string;
      intent?: string;
      field?: string;
      /** The role that was asked for, kept in the form after a refusal. */
      role?: string;
      /** The name that was typed, kept in the form after a refusal. */
      name?: string;
    }
  | { result: SubmissionResult<string[]> };

/**
 * /staff/accounts (admins): invite, change a role, deactivate, a new one-time
 * link, two-factor policy, and the grievance officer who receives escalations.
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { accounts } = args.context.services.staff;
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  const answer = (
    outcome: { ok: true } | { ok: false; message: string; field?: string },
    done: string,
  ) =>
    outcome.ok
      ? { done }
      : data<AccountsAnswer>(
          {
            refused: outcome.message,
            id,
            intent: String(intent),
            field: outcome.field,
            role: String(formData.get("role") ?? ""),
          },
          400,
        );

  switch (intent) {
    case "invite": {
      const submission = parseWithZod(formData, { schema: InviteSchema });
      if (submission.status !== "success")
        return data<AccountsAnswer>({ result: submission.reply() }, 400);
      const { email, role, name } = submission.value;
      const outcome = await accounts.invite(actor, email, role, name);
      if (!outcome.ok)
        return data<AccountsAnswer>(
          {
            result: submission.reply({
              fieldErrors: { [outcome.field ?? "email"]: [outcome.message] },
            }),
          },
          400,
        );
      return {
        done: `${name} (${email}) is invited as ${roleInfo[role].label}. The link was e-mailed; you can also copy it:`,
        link: outcome.url,
        // An empty form after the invitation: a second click cannot invite again by mistake.
        result: submission.reply({ resetForm: true }),
      };
    }
    case "rename": {
      const parsed = RenameSchema.safeParse({ name: formData.get("name") ?? "" });
      if (!parsed.success)
        return data<AccountsAnswer>(
          {
            refused: parsed.error.issues[0]?.message ?? "Enter a name.",
            id,
            intent: "rename",
            field: "name",
            name: String(formData.get("name") ?? ""),
          },
          400,
        );
      return answer(await accounts.rename(actor, id, parsed.data.name), "The name is changed.");
    }
    case "role": {
      const role = formData.get("role");
      if (!isStaffRole(role)) return data<AccountsAnswer>({ refused: "Choose a role." }, 400);
      const confirmed = formData.get("confirm") === "1";
      const outcome = await accounts.changeRole(actor, id, role, { confirmed });
      // One's own role lowered: this page is no longer theirs, the overview is.
      if (outcome.ok && id === actor.id && role !== "admin") return redirect("/staff");
      return answer(outcome, "The role is changed.");
    }
    case "deactivate":
      return answer(
        await accounts.setActive(actor, id, false),
        "The account is deactivated and its sessions have ended.",
      );
    case "reactivate":
      return answer(await accounts.setActive(actor, id, true), "The account is active again.");
    case "link": {
      const outcome = await accounts.issueNewLink(actor, id);
      if (!outcome.ok) return data<AccountsAnswer>({ refused: outcome.message }, 400);
      return {
        done: "A new one-time link (72 hours) was e-mailed; you can also copy it:",
        link: outcome.url,
      };
    }
    case "reset-two-factor":
      await accounts.resetTwoFactor(actor, id);
      return { done: "Two-factor sign-in is reset for that account; its sessions have ended." };
    case "grievance-officer": {
      const parsed = GrievanceOfficerSchema.safeParse({ officer: formData.get("officer") });
      if (!parsed.success)
        return data<AccountsAnswer>({ refused: "Choose an account, or nobody." }, 400);
      const chosen = parsed.data.officer === "none" ? null : parsed.data.officer;
      const outcome = await args.context.services.ticketDesk.setGrievanceOfficer(chosen, actor);
      if (outcome === "set")
        return { done: "The grievance officer is changed. Escalations go to that account now." };
      if (outcome === "cleared")
        return { done: "Nobody is the grievance officer now: escalations e-mail no one." };
      return data<AccountsAnswer>(
        { refused: "Choose an active administrator or customer-care account." },
        400,
      );
    }
    case "require-two-factor":
      return answer(
        await accounts.requireTwoFactor(actor, formData.get("required") === "1"),
        formData.get("required") === "1"
          ? "Two-factor sign-in is now required for every account."
          : "Two-factor sign-in is now optional.",
      );
    default:
      return data<AccountsAnswer>({ refused: "Unknown action." }, 400);
  }
}

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const link = actionData && "link" in actionData ? actionData.link : undefined;
  const refusal = actionData && "refused" in actionData ? actionData : undefined;
  const roles = STAFF_ROLES.map((r) => ({ value: r, label: roleInfo[r].label }));
  return (
    <section className="grid gap-8">
      <StaffHeading title="Staff accounts">
        <p>
          Invite people, set what their role may see, and close accounts. Every change is in the
          audit log.
        </p>
      </StaffHeading>
      {refusal && !refusal.id && <FormNotice kind="error">{refusal.refused}</FormNotice>}
      {done && (
        <FormNotice kind="done">
          <p>{done}</p>
          {link && (
            <div className="mt-2">
              <CopyField
                value={link}
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

      <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
        <h2 className="mb-4 text-xl font-bold text-navy-900">Invite someone</h2>
        <div className="max-w-md">
          <StaffForm
            id="invite"
            intent="invite"
            schema={InviteSchema}
            result={actionData && "result" in actionData ? actionData.result : undefined}
            submit="Send invitation"
            busyLabel="Inviting..."
          >
            {(fields) => (
              <>
                <Field
                  meta={fields.name}
                  label="Name"
                  autoComplete="off"
                  hint="As colleagues know them; they can correct it when they accept."
                />
                <Field meta={fields.email} label="E-mail address" type="email" autoComplete="off" />
                <Field
                  meta={fields.role}
                  label="Role"
                  as="select"
                  options={roles}
                  placeholder="Choose a role"
                />
              </>
            )}
          </StaffForm>
        </div>
      </div>

      <div>
        <h2 className="mb-3 text-xl font-bold text-navy-900">Accounts</h2>
        <ul className="grid gap-3">
          {loaderData.accounts.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              self={account.id === loaderData.me}
              refused={refusal?.id === account.id ? refusal : undefined}
              officer={account.id === loaderData.officer?.id}
            />
          ))}
        </ul>
      </div>

      <GrievanceOfficerForm
        officer={loaderData.officer}
        candidates={loaderData.officerCandidates}
      />

      <TwoFactorPolicy required={loaderData.twoFactorRequired} />
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
