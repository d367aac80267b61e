import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useSearchParams } from "react-router";
import { Field } from "~/components/ui/field";
import { DoorCard } from "~/components/staff/door-card";
import { StaffDoorErrorBoundary } from "~/components/staff/staff-error";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffForm } from "~/components/staff/staff-form";
import { staffMeta } from "~/components/staff/staff-meta";
import { safeNext } from "~/lib/staff-guard.server";
import { SignInSchema } from "@core/schemas/staff";
import type { Route } from "./+types/login";

export const meta = () => staffMeta("Sign in");

/** Already signed in: straight to the console. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.services.staff.sessionOf(request);
  if (session?.verified) throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  return null;
}

/** /staff/login: one message for any failure; the lockout of CONTRACT.md. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.services.staff;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: SignInSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password"] }) }, 400);
  const { email, password } = submission.value;
  const outcome = await staff.signIn.withPassword(
    email,
    password,
    staff.ipHash(context.visitor.ip),
  );
  if (outcome.status === "failed" || outcome.status === "locked")
    return data(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }) },
      outcome.status === "locked" ? 429 : 400,
    );
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const to =
    outcome.status === "code-needed" ? `/staff/login/code?next=${encodeURIComponent(next)}` : next;
  return redirect(to, { headers: { "Set-Cookie": staff.sessionCookie(request, outcome.token) } });
}

export default function StaffLogin({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const notice = params.has("signed-out")
    ? "You have signed out."
    : params.has("password-set")
      ? "Your password is saved. Sign in with it."
      : undefined;
  return (
    <DoorCard title="Sign in" intro="For the company's staff only.">
      {notice && !actionData && (
        <div className="mb-5">
          <FormNotice kind="done">{notice}</FormNotice>
        </div>
      )}
      <StaffForm
        id="sign-in"
        schema={SignInSchema}
        result={actionData?.result}
        submit="Sign in"
        busyLabel="Signing in..."
      >
        {(fields) => (
          <>
            <Field
              meta={fields.email}
              label="E-mail address"
              type="email"
              autoComplete="username"
            />
            <Field
              meta={fields.password}
              label="Password"
              type="password"
              autoComplete="current-password"
            />
          </>
        )}
      </StaffForm>
      <p className="mt-6 text-sm text-muted">
        Forgot your password? Ask an administrator for a new sign-in link.
      </p>
    </DoorCard>
  );
}

export const ErrorBoundary = StaffDoorErrorBoundary;
