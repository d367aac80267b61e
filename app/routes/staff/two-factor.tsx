import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { Field } from "~/components/ui/field";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { EnrolCodeSchema, TurnOffTwoFactorSchema } from "@core/schemas/staff";
import type { Route } from "./+types/two-factor";

export const staffPage = staffPages.twoFactor;
export const meta = () => staffMeta("Two-factor sign-in");

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireStaff(args, staffPage);
  const staff = args.context.services.staff;
  const required = await staff.accounts.isTwoFactorRequired();
  if (await staff.twoFactor.isEnrolled(user.id)) return { state: "on" as const, required };
  if (!staff.twoFactor.available) return { state: "unavailable" as const, required };
  const enrolment = await staff.twoFactor.begin(user);
  return {
    state: "enrolling" as const,
    required,
    secret: enrolment?.secret,
    qrSvg: enrolment?.qrSvg,
  };
}

/** What the action answers, each kind told apart by its one field. */
export type TwoFactorAnswer =
  | { refused: string }
  | { turnOffResult: SubmissionResult<string[]> }
  | { turnedOff: true }
  | { result: SubmissionResult<string[]> }
  | { recoveryCodes: string[] };

/**
 * Confirms enrolment with a first code (answering the recovery codes once),
 * or turns it off: with the password or a current code, as turning it on
 * needs a code, so a session left open is not enough.
 */
export async function action(args: Route.ActionArgs) {
  const { user, actor } = await requireStaff(args, staffPage);
  const staff = args.context.services.staff;
  const formData = await args.request.formData();
  if (formData.get("intent") === "turn-off") {
    if (await staff.accounts.isTwoFactorRequired())
      return data<TwoFactorAnswer>(
        { refused: "An administrator requires two-factor sign-in for every account." },
        400,
      );
    const submission = parseWithZod(formData, { schema: TurnOffTwoFactorSchema });
    const hideFields = ["proof"];
    if (submission.status !== "success")
      return data<TwoFactorAnswer>({ turnOffResult: submission.reply({ hideFields }) }, 400);
    const proven = await staff.signIn.proveIdentity(user, submission.value.proof, actor.ipHash);
    if (!proven.ok)
      return data<TwoFactorAnswer>(
        {
          turnOffResult: submission.reply({
            fieldErrors: { proof: [proven.message] },
            hideFields,
          }),
        },
        400,
      );
    await staff.accounts.disableTwoFactor(actor);
    return { turnedOff: true } satisfies TwoFactorAnswer;
  }
  const submission = parseWithZod(formData, { schema: EnrolCodeSchema });
  if (submission.status !== "success")
    return data<TwoFactorAnswer>({ result: submission.reply() }, 400);
  const codes = await staff.accounts.enableTwoFactor(actor, submission.value.code);
  if (!codes)
    return data<TwoFactorAnswer>(
      {
        result: submission.reply({
          fieldErrors: { code: ["That code is not right. Type the code your app shows now."] },
          resetForm: true,
        }),
      },
      400,
    );
  return { recoveryCodes: codes } satisfies TwoFactorAnswer;
}

export default function StaffTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const answer: TwoFactorAnswer | undefined = actionData;
  if (answer && "recoveryCodes" in answer) return <RecoveryCodes codes={answer.recoveryCodes} />;
  return (
    <section className="grid max-w-2xl gap-6">
      <StaffHeading title="Two-factor sign-in">
        <p>
          Signing in then needs your password and a 6-digit code from an authenticator app on your
          phone (Google Authenticator, Microsoft Authenticator, 2FAS or any TOTP app).
        </p>
      </StaffHeading>
      {loaderData.required && loaderData.state !== "on" && (
        <FormNotice kind="error">
          An administrator requires two-factor sign-in for every account. Set it up to continue.
        </FormNotice>
      )}
      {answer && "refused" in answer && <FormNotice kind="error">{answer.refused}</FormNotice>}
      {answer && "turnedOff" in answer && (
        <FormNotice kind="done">Two-factor sign-in is off.</FormNotice>
      )}
      {loaderData.state === "unavailable" && (
        <FormNotice kind="error">
          Two-factor sign-in cannot be set up on this server yet: its SESSION_SECRET is not set.
          Tell an administrator.
        </FormNotice>
      )}
      {loaderData.state === "on" && (
        <TurnOff
          required={loaderData.required}
          result={answer && "turnOffResult" in answer ? answer.turnOffResult : undefined}
        />
      )}
      {loaderData.state === "enrolling" && loaderData.qrSvg && (
        <Enrol
          qrSvg={loaderData.qrSvg}
          secret={loaderData.secret ?? ""}
          result={answer && "result" in answer ? answer.result : undefined}
        />
      )}
    </section>
  );
}

function Enrol({
  qrSvg,
  secret,
  result,
}: {
  qrSvg: string;
  secret: string;
  result?: SubmissionResult<string[]>;
}) {
  const grouped = secret.match(/.{1,4}/g)?.join(" ") ?? secret;
  return (
    <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
      <h2 className="text-xl font-bold text-navy-900">1. Scan this code with your app</h2>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="mt-4 w-56 max-w-full rounded-lg border border-navy-100 p-1"
        // The QR code is an SVG drawn on the server from the secret below (no script, no outside request).
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="mt-4 text-muted">
        Cannot scan? Type this key into the app instead (time-based, 6 digits):
      </p>
      <p
        className="mt-1 font-mono text-lg font-bold tracking-wider break-all text-navy-900"
        id="totp-secret"
      >
        {grouped}
      </p>
      <h2 className="mt-8 mb-4 text-xl font-bold text-navy-900">2. Type the code the app shows</h2>
      <div className="max-w-xs">
        <StaffForm
          id="enrol"
          schema={EnrolCodeSchema}
          result={result}
          submit="Turn on"
          busyLabel="Checking..."
        >
          {(fields) => (
            <Field
              meta={fields.code}
              label="6-digit code"
              autoComplete="one-time-code"
              inputMode="numeric"
            />
          )}
        </StaffForm>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className="grid max-w-2xl gap-6">
      <StaffHeading title="Two-factor sign-in is on" />
      <FormNotice kind="done">Save these recovery codes now: they are shown only once.</FormNotice>
      <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
        <p className="text-muted">
          Each code works once, in place of the app's code, if you lose your phone. Keep them
          somewhere safe, not on the phone.
        </p>
        <ul
          aria-label="Recovery codes"
          className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg font-bold text-navy-900"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Link to="/staff" className="btn-dark mt-6">
          I have saved them
        </Link>
      </div>
    </section>
  );
}

function TurnOff({ required, result }: { required: boolean; result?: SubmissionResult<string[]> }) {
  return (
    <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
      <p className="font-semibold text-success">Two-factor sign-in is on for your account.</p>
      {!required && (
        <div className="mt-4 max-w-md">
          <h2 className="mb-2 text-xl font-bold text-navy-900">Turn it off</h2>
          <StaffForm
            id="turn-off"
            intent="turn-off"
            schema={TurnOffTwoFactorSchema}
            result={result}
            submit="Turn off two-factor sign-in"
            busyLabel="Checking..."
          >
            {(fields) => (
              <Field
                meta={fields.proof}
                label="Your password, or the code your app shows now"
                type="password"
                autoComplete="current-password"
              />
            )}
          </StaffForm>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
