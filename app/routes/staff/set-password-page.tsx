import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useRouteError, type AppLoadContext } from "react-router";
import { DoorCard } from "~/components/staff/door-card";
import { doorRefusal, SignInLink, StaffDoorErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { PasswordAgainField } from "~/components/staff/password-again";
import { Field } from "~/components/ui/field";
import { FieldHint } from "~/components/ui/field-parts";
import { roleInfo, staffPages, type StaffRole } from "@core/staff-access";
import {
  AcceptInvitationSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SetPasswordSchema,
  SetupSchema,
  STAFF_NAME_MAX,
} from "@core/schemas/staff";

type Purpose = "setup" | "invite" | "reset";

/**
 * The pages of a one-time link (/staff/setup/<token>, /staff/invite/<token>):
 * the link is checked when the page opens and again when the form is sent.
 * A spent or expired link is a 404, whoever asks.
 */
type Args = { request: Request; context: AppLoadContext; params: { token?: string } };

const isOneOf = <P extends Purpose>(purposes: readonly P[], purpose: Purpose): purpose is P =>
  purposes.some((p) => p === purpose);

export async function loadLink<P extends Purpose>(
  { context, params }: Args,
  purposes: readonly P[],
) {
  const link = await context.services.staff.accounts.readLink(params.token ?? "");
  if (!link || !isOneOf(purposes, link.purpose)) throw data(null, { status: 404 });
  return {
    purpose: link.purpose,
    email: link.user?.email,
    role: link.user?.role,
    name: link.user?.name ?? "",
  };
}

/** The form of a link's page, checked by that purpose's schema. */
function parseLinkForm(formData: FormData, purpose: Purpose) {
  if (purpose === "setup") return parseWithZod(formData, { schema: SetupSchema });
  if (purpose === "invite") return parseWithZod(formData, { schema: AcceptInvitationSchema });
  return parseWithZod(formData, { schema: SetPasswordSchema });
}

export async function spendLink(args: Args, purposes: readonly Purpose[]) {
  const { request, context, params } = args;
  const staff = context.services.staff;
  const { purpose } = await loadLink(args, purposes);
  const formData = await request.formData();
  const submission = parseLinkForm(formData, purpose);
  const hidden = ["password", "confirm"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: hidden }) }, 400);
  const ipHash = staff.ipHash(context.visitor.ip);
  const outcome = await staff.accounts.useLink(params.token ?? "", submission.value, ipHash);
  if (!outcome.ok) {
    const errors = outcome.field
      ? { fieldErrors: { [outcome.field]: [outcome.message] } }
      : { formErrors: [outcome.message] };
    return data({ result: submission.reply({ ...errors, hideFields: hidden }) }, 400);
  }
  // Signed in at once: a code first if two-factor is on, enrolment if it is required.
  const signedIn = await staff.signIn.afterNewPassword(outcome.user, purpose, ipHash);
  const to =
    signedIn.status === "code-needed"
      ? "/staff/login/code"
      : (await staff.mustEnrol(outcome.user.id))
        ? staffPages.twoFactor.path
        : "/staff";
  return redirect(to, { headers: { "Set-Cookie": staff.sessionCookie(request, signedIn.token) } });
}

type PageProps = {
  purpose: Purpose;
  email?: string;
  role?: StaffRole;
  /** The name the admin typed when inviting, to keep or correct. */
  name?: string;
  result?: Parameters<typeof StaffForm>[0]["result"];
};

const titles = {
  setup: "Create the first administrator",
  invite: "Welcome: choose your password",
  reset: "Choose a new password",
};

type FieldMeta = Parameters<typeof Field>[0]["meta"];

function NameField({ meta }: { meta: FieldMeta }) {
  return (
    <Field
      meta={meta}
      label="Your name"
      autoComplete="name"
      hint={`As colleagues know you, up to ${STAFF_NAME_MAX} characters: the console shows it instead of your e-mail address.`}
    />
  );
}

function PasswordFields({ fields }: { fields: { password: FieldMeta; confirm: FieldMeta } }) {
  return (
    <>
      <div>
        <Field
          meta={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <FieldHint>
          {PASSWORD_MIN} to {PASSWORD_MAX} characters. A few unrelated words make a good one; common
          passwords are refused.
        </FieldHint>
      </div>
      <PasswordAgainField meta={fields.confirm} />
    </>
  );
}

/** The form of each purpose, with that purpose's schema: a name, an e-mail address, a password. */
function LinkForm({ purpose, name, result }: Pick<PageProps, "purpose" | "name" | "result">) {
  const form = { id: "set-password", result, submit: "Save password", busyLabel: "Saving..." };
  if (purpose === "setup")
    return (
      <StaffForm {...form} schema={SetupSchema}>
        {(fields) => (
          <>
            <NameField meta={fields.name} />
            <Field
              meta={fields.email}
              label="Your e-mail address"
              type="email"
              autoComplete="username"
            />
            <PasswordFields fields={fields} />
          </>
        )}
      </StaffForm>
    );
  if (purpose === "invite")
    return (
      <StaffForm {...form} schema={AcceptInvitationSchema} defaultValue={{ name: name ?? "" }}>
        {(fields) => (
          <>
            <NameField meta={fields.name} />
            <PasswordFields fields={fields} />
          </>
        )}
      </StaffForm>
    );
  return (
    <StaffForm {...form} schema={SetPasswordSchema}>
      {(fields) => <PasswordFields fields={fields} />}
    </StaffForm>
  );
}

export function SetPasswordPage({ purpose, email, role, name, result }: PageProps) {
  const intro =
    purpose === "setup" ? (
      <p>
        No staff account exists yet. This link works once: the account you create here is an
        administrator.
      </p>
    ) : (
      <p>
        For <strong className="break-all">{email}</strong>
        {role && purpose === "invite" ? `, as ${roleInfo[role].label}` : ""}. Saving it signs you
        in.
      </p>
    );
  return (
    <DoorCard title={titles[purpose]} intro={intro}>
      <LinkForm purpose={purpose} name={name} result={result} />
    </DoorCard>
  );
}

/** A spent, expired or unknown link (or a form the host refused). */
export function LinkErrorBoundary() {
  if (doorRefusal(useRouteError())) return <StaffDoorErrorBoundary />;
  return (
    <DoorCard title="This link does not work">
      <p className="text-muted">
        It has expired (links last 72 hours) or has already been used. Ask an administrator for a
        new one.
      </p>
      <SignInLink />
    </DoorCard>
  );
}
