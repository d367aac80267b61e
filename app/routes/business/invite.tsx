import { data, Form, redirect, useNavigation } from "react-router";
import { BusinessDoor } from "~/components/business/door";
import { businessMeta } from "~/components/business/business-meta";
import { TextInput } from "~/components/business/text-input";
import { wordOf } from "~/components/business/word-of";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormNotice } from "~/components/staff/form-notice";
import { loginPath, safeBusinessNext } from "~/lib/business-guard.server";
import { useTexts } from "~/lib/texts";
import { texts } from "@core/content/business-account";
import { fill, type TextsHandle } from "@core/texts";
import {
  BusinessSetPasswordSchema,
  fieldErrors,
  type BusinessTextKey,
} from "@core/schemas/business-account";
import type { Route } from "./+types/invite";

export const handle = { texts: ["business-account"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.invite.title);

export const headers = () => ({ "Cache-Control": "no-store" });

type Answer = { name: string; errors: Record<string, BusinessTextKey> };

/** A live link shows whose password is set, for which business; a dead one says so, 410. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await context.services.business.links.read(params.token);
  if (!link) return data({ live: false as const }, 410);
  return {
    live: true as const,
    email: link.user.email,
    name: link.user.name,
    business: link.business.legalName,
    invitation: link.purpose === "invite",
  };
}

/** Sets the password (12–128 characters, the module's rules), then signs the person in. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const business = context.services.business;
  const form = await request.formData();
  const input = {
    name: form.get("name") === null ? undefined : String(form.get("name")),
    password: String(form.get("password") ?? ""),
    confirm: String(form.get("confirm") ?? ""),
  };
  const name = input.name ?? "";
  const parsed = BusinessSetPasswordSchema.safeParse(input);
  if (!parsed.success) return data<Answer>({ name, errors: fieldErrors(parsed.error) }, 400);
  const ipHash = business.ipHash(context.visitor.ip);
  const used = await business.links.redeem(
    params.token,
    { password: parsed.data.password, name: parsed.data.name || undefined },
    ipHash,
  );
  if (!used.ok) {
    if (used.problem === "expired")
      return data<Answer>({ name, errors: { form: "invite.expired" } }, 410);
    return data<Answer>({ name, errors: { password: `invite.${used.problem}` } }, 400);
  }
  const signedIn = await business.signIn.afterNewPassword(used.user, used.purpose, ipHash);
  if (signedIn.status === "code-needed")
    return redirect(`${loginPath(request)}/code`, {
      headers: { "Set-Cookie": business.sessionCookie(request, signedIn.token) },
    });
  if (signedIn.status !== "signed-in") return redirect(loginPath(request, "?password-set=1"));
  return redirect(safeBusinessNext(null, request), {
    headers: { "Set-Cookie": business.sessionCookie(request, signedIn.token) },
  });
}

export default function BusinessInvite({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const navigation = useNavigation();
  if (!loaderData.live)
    return (
      <BusinessDoor title={t.invite.expiredTitle}>
        <p>{t.invite.expired}</p>
      </BusinessDoor>
    );
  const errors = actionData?.errors ?? {};
  return (
    <BusinessDoor
      title={t.invite.title}
      intro={fill(t.invite.intro, { email: loaderData.email, business: loaderData.business })}
    >
      {errors.form && (
        <div className="mb-5">
          <FormNotice kind="error">{wordOf(t, errors.form)}</FormNotice>
        </div>
      )}
      <Form method="post" noValidate className="space-y-5">
        {/* For the password managers: which account this password is for. */}
        <input type="hidden" name="username" value={loaderData.email} autoComplete="username" />
        {loaderData.invitation && (
          <TextInput
            name="name"
            label={t.invite.name}
            autoComplete="name"
            defaultValue={actionData?.name ?? loaderData.name}
          />
        )}
        <TextInput
          name="password"
          type="password"
          label={t.invite.password}
          hint={t.invite.passwordHint}
          autoComplete="new-password"
          required
          error={wordOf(t, errors.password)}
        />
        <TextInput
          name="confirm"
          type="password"
          label={t.invite.confirm}
          autoComplete="new-password"
          required
          error={wordOf(t, errors.confirm)}
        />
        <SubmitButton
          busy={navigation.state === "submitting"}
          label={t.invite.submit}
          busyLabel={t.invite.submit}
          className="w-full justify-center"
        />
      </Form>
    </BusinessDoor>
  );
}
