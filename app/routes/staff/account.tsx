import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { PasswordAgainField } from "~/components/staff/password-again";
import { Field } from "~/components/ui/field";
import { roleInfo, staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { ChangePasswordSchema, RenameSchema, STAFF_NAME_MAX } from "@core/schemas/staff";
import type { Route } from "./+types/account";

export const staffPage = staffPages.account;
export const meta = () => staffMeta("My account");

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireStaff(args, staffPage);
  const staff = args.context.services.staff;
  const enrolled = await staff.twoFactor.isEnrolled(user.id);
  const me = await staff.accounts.nameOf(user.id);
  const url = new URL(args.request.url);
  return {
    email: user.email,
    name: me?.name ?? "",
    displayName: user.name,
    role: user.role,
    twoFactor: enrolled,
    recoveryCodesLeft: enrolled ? await staff.twoFactor.recoveryCodesLeft(user.id) : 0,
    saved: url.searchParams.has("saved"),
    renamed: url.searchParams.has("renamed"),
  };
}

/** /staff/account: one's own name and password; sign out everywhere is a form to /staff/sign-out. */
export async function action(args: Route.ActionArgs) {
  const { actor, sessionId } = await requireStaff(args, staffPage);
  const formData = await args.request.formData();
  if (formData.get("intent") === "name") {
    const named = parseWithZod(formData, { schema: RenameSchema });
    if (named.status !== "success") return data({ form: "name", result: named.reply() }, 400);
    const outcome = await args.context.services.staff.accounts.rename(
      actor,
      actor.id,
      named.value.name,
    );
    if (!outcome.ok)
      return data({ form: "name", result: named.reply({ formErrors: [outcome.message] }) }, 400);
    return redirect(`${staffPage.path}?renamed=1`);
  }
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  const hidden = ["current", "password", "confirm"];
  if (submission.status !== "success")
    return data({ form: "password", result: submission.reply({ hideFields: hidden }) }, 400);
  const { current, password } = submission.value;
  const outcome = await args.context.services.staff.accounts.changePassword(
    { ...actor, sessionId },
    current,
    password,
  );
  if (!outcome.ok)
    return data(
      {
        form: "password",
        result: submission.reply({
          fieldErrors: { [outcome.field ?? "current"]: [outcome.message] },
          hideFields: hidden,
        }),
      },
      400,
    );
  return redirect(`${staffPage.path}?saved=1`);
}

export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { email, name, displayName, role, twoFactor, recoveryCodesLeft, saved, renamed } =
    loaderData;
  const answerTo = (form: string) => (actionData?.form === form ? actionData.result : undefined);
  return (
    <section className="grid gap-8">
      <StaffHeading title="My account">
        <p>
          <span className="wrap-anywhere">{displayName}</span> ·{" "}
          <span className="break-all">{email}</span> · {roleInfo[role].label}
        </p>
      </StaffHeading>
      {renamed && !actionData && (
        <FormNotice kind="done">Your name is saved: colleagues see it from now on.</FormNotice>
      )}
      {saved && !actionData && (
        <FormNotice kind="done">
          Your new password is saved. Your other sessions have ended.
        </FormNotice>
      )}

      <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
        <h2 className="mb-4 text-xl font-bold text-navy-900">Your name</h2>
        <div className="max-w-md">
          <StaffForm
            id="my-name"
            intent="name"
            schema={RenameSchema}
            result={answerTo("name")}
            defaultValue={{ name }}
            submit="Save name"
            busyLabel="Saving..."
          >
            {(fields) => (
              <Field
                meta={fields.name}
                label="Name"
                autoComplete="name"
                hint={`As colleagues know you, up to ${STAFF_NAME_MAX} characters: the console shows it instead of your e-mail address.`}
              />
            )}
          </StaffForm>
        </div>
      </div>

      <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
        <h2 className="text-xl font-bold text-navy-900">Two-factor sign-in</h2>
        <p className="mt-2 text-muted">
          {twoFactor
            ? `On. ${recoveryCodesLeft} of 10 recovery codes left.`
            : "Off. With it, signing in also needs a code from an app on your phone."}
        </p>
        <Link to={staffPages.twoFactor.path} className="btn-dark mt-4">
          {twoFactor ? "Manage two-factor sign-in" : "Turn on two-factor sign-in"}
        </Link>
      </div>

      <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
        <h2 className="mb-4 text-xl font-bold text-navy-900">Change password</h2>
        <div className="max-w-md">
          <StaffForm
            id="change-password"
            intent="password"
            schema={ChangePasswordSchema}
            result={answerTo("password")}
            submit="Change password"
            busyLabel="Saving..."
          >
            {(fields) => (
              <>
                <Field
                  meta={fields.current}
                  label="Current password"
                  type="password"
                  autoComplete="current-password"
                />
                <Field
                  meta={fields.password}
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  hint="12 to 128 characters; common passwords are refused."
                />
                <PasswordAgainField meta={fields.confirm} />
              </>
            )}
          </StaffForm>
        </div>
      </div>

      <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
        <h2 className="text-xl font-bold text-navy-900">Sign out everywhere</h2>
        <p className="mt-2 text-muted">
          Ends every session of your account, on this device and all others.
        </p>
        <Form method="post" action={staffPages.signOut.path} className="mt-4">
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className="btn-outline text-navy-900">
            Sign out everywhere
          </button>
        </Form>
      </div>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
