import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { DoorCard } from "~/components/staff/door-card";
import { StaffDoorErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { staffMeta } from "~/components/staff/staff-meta";
import { Field } from "~/components/ui/field";
import { safeNext } from "~/lib/staff-guard.server";
import { SignInCodeSchema } from "@core/schemas/staff";
import type { Route } from "./+types/login-code";

export const meta = () => staffMeta("Two-factor code");

/** Only for a sign-in whose password was right and that now waits for its code. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.services.staff.sessionOf(request);
  if (!session) throw redirect("/staff/login");
  if (session.verified) throw redirect("/staff");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.services.staff;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: SignInCodeSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const token = staff.sessionToken(request);
  if (!token) throw redirect("/staff/login");
  const outcome = await staff.signIn.withCode(
    token,
    submission.value.code,
    staff.ipHash(context.visitor.ip),
  );
  if (outcome.status === "failed" || outcome.status === "locked")
    return data(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      outcome.status === "locked" ? 429 : 400,
    );
  return redirect(safeNext(new URL(request.url).searchParams.get("next")), {
    headers: { "Set-Cookie": staff.sessionCookie(request, outcome.token) },
  });
}

export default function StaffLoginCode({ actionData }: Route.ComponentProps) {
  return (
    <DoorCard
      title="Enter your code"
      intro="Open your authenticator app and type the 6-digit code it shows for SIL staff. Lost your phone? Type one of your recovery codes instead."
    >
      <StaffForm
        id="sign-in-code"
        schema={SignInCodeSchema}
        result={actionData?.result}
        submit="Continue"
        busyLabel="Checking..."
      >
        {(fields) => (
          <Field meta={fields.code} label="Code" autoComplete="one-time-code" inputMode="numeric" />
        )}
      </StaffForm>
    </DoorCard>
  );
}

export const ErrorBoundary = StaffDoorErrorBoundary;
