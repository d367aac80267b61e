import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useRouteError, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { DoorCard } from "~/components/staff/door-card";
import { doorRefusal, StaffDoorErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { Field, FieldHint } from "~/components/ui/field";
import { roleInfo, type StaffRole } from "@core/staff-access";
import { PASSWORD_MAX, PASSWORD_MIN, SetPasswordSchema, SetupSchema } from "@core/schemas/staff";

/**
 * The pages of a one-time link (/staff/setup/<token>, /staff/invite/<token>):
 * the link is checked when the page opens and again when the form is sent.
 * A spent or expired link is a 404, whoever asks.
 */
type Args = { request: Request; context: AppLoadContext; params: { token?: string } };

export async function loadLink({ context, params }: Args, purposes: readonly string[]) {
  const link = await context.services.staff.accounts.readLink(params.token ?? "");
  if (!link || !purposes.includes(link.purpose)) throw data(null, { status: 404 });
  return { purpose: link.purpose, email: link.user?.email, role: link.user?.role };
}

export async function spendLink(args: Args, purposes: readonly string[]) {
  const { request, context, params } = args;
  const staff = context.services.staff;
  await loadLink(args, purposes);
  const formData = await request.formData();
  const setup = purposes.includes("setup");
  const schema: z.ZodType = setup ? SetupSchema : SetPasswordSchema;
  const submission = parseWithZod(formData, { schema });
  const hidden = ["password", "confirm"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: hidden }) }, 400);
  const value = submission.value as { email?: string; password: string };
  const outcome = await staff.accounts.useLink(
    params.token ?? "",
    value,
    staff.ipHash(context.visitor.ip),
  );
  if (!outcome.ok) {
    const errors = outcome.field
      ? { fieldErrors: { [outcome.field]: [outcome.message] } }
      : { formErrors: [outcome.message] };
    return data({ result: submission.reply({ ...errors, hideFields: hidden }) }, 400);
  }
  return redirect("/staff/login?password-set=1");
}

type PageProps = {
  purpose: "setup" | "invite" | "reset";
  email?: string;
  role?: StaffRole;
  result?: Parameters<typeof StaffForm>[0]["result"];
};

const titles = {
  setup: "Create the first administrator",
  invite: "Welcome: choose your password",
  reset: "Choose a new password",
};

export function SetPasswordPage({ purpose, email, role, result }: PageProps) {
  const schema = purpose === "setup" ? SetupSchema : SetPasswordSchema;
  const intro =
    purpose === "setup" ? (
      <p>
        No staff account exists yet. This link works once: the account you create here is an
        administrator.
      </p>
    ) : (
      <p>
        For <strong className="break-all">{email}</strong>
        {role && purpose === "invite" ? `, as ${roleInfo[role].label}` : ""}. Then sign in with it.
      </p>
    );
  return (
    <DoorCard title={titles[purpose]} intro={intro}>
      <StaffForm
        id="set-password"
        schema={schema}
        result={result}
        submit="Save password"
        busyLabel="Saving..."
      >
        {(fields) => (
          <>
            {purpose === "setup" && (
              <Field
                meta={(fields as unknown as { email: Parameters<typeof Field>[0]["meta"] }).email}
                label="Your e-mail address"
                type="email"
                autoComplete="username"
              />
            )}
            <div>
              <Field
                meta={fields.password}
                label="New password"
                type="password"
                autoComplete="new-password"
              />
              <FieldHint>
                {PASSWORD_MIN} to {PASSWORD_MAX} characters. A few unrelated words make a good one;
                common passwords are refused.
              </FieldHint>
            </div>
            <Field
              meta={fields.confirm}
              label="New password again"
              type="password"
              autoComplete="new-password"
            />
          </>
        )}
      </StaffForm>
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
      <p className="mt-6">
        <a href="/staff/login" className="btn-dark">
          Go to sign-in
        </a>
      </p>
    </DoorCard>
  );
}
