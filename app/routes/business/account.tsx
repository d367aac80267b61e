import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { businessMeta } from "~/components/business/business-meta";
import { TextInput } from "~/components/business/text-input";
import { wordOf } from "~/components/business/word-of";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormNotice } from "~/components/staff/form-notice";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { texts } from "@core/content/business-account";
import {
  BusinessChangePasswordSchema,
  fieldErrors,
  type BusinessTextKey,
} from "@core/schemas/business-account";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/account";

export const handle = { texts: ["business-account"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.account.title);

export const headers = () => ({ "Cache-Control": "no-store" });

/** /business/account (every role): one's own password, and the way to two-factor. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireBusiness(args, null);
  const own = args.context.services.business.own;
  const enrolled = await own.isEnrolled(user.id);
  return {
    email: user.email,
    twoFactor: enrolled,
    recoveryCodesLeft: enrolled ? await own.recoveryCodesLeft(user.id) : 0,
  };
}

type Answer = { errors: Record<string, BusinessTextKey> };

/** Changes the password; the person's other sessions end, this one stays. */
export async function action(args: Route.ActionArgs) {
  const { actor, sessionId } = await requireBusiness(args, null);
  const form = await args.request.formData();
  const parsed = BusinessChangePasswordSchema.safeParse({
    current: form.get("current") ?? undefined,
    password: form.get("password") ?? undefined,
    confirm: form.get("confirm") ?? undefined,
  });
  if (!parsed.success) return data<Answer>({ errors: fieldErrors(parsed.error) }, 400);
  const outcome = await args.context.services.business.own.changePassword(
    { ...actor, sessionId },
    parsed.data.current,
    parsed.data.password,
  );
  if (!outcome.ok) {
    const key: BusinessTextKey =
      outcome.field === "current" ? "account.currentWrong" : `invite.${outcome.problem}`;
    return data<Answer>({ errors: { [outcome.field]: key } }, 400);
  }
  return redirect(`${new URL(args.request.url).pathname}?saved=1`);
}

export default function BusinessAccount({ loaderData, actionData }: Route.ComponentProps) {
  const all = useTexts(texts);
  const t = all.account;
  const localize = useLocalize();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const errors = actionData?.errors ?? {};
  const card = "rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6";
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 break-all text-muted">{fill(t.intro, { email: loaderData.email })}</p>
      {params.has("saved") && !actionData && (
        <div className="mt-4">
          <FormNotice kind="done">{t.saved}</FormNotice>
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="password-title" className={card}>
          <h2 id="password-title" className="mb-4 text-xl font-bold text-navy-900">
            {t.passwordTitle}
          </h2>
          <Form method="post" noValidate className="grid max-w-md gap-4">
            <TextInput
              name="current"
              label={t.current}
              type="password"
              autoComplete="current-password"
              required
              error={wordOf(all, errors.current)}
            />
            <TextInput
              name="password"
              label={t.password}
              type="password"
              autoComplete="new-password"
              hint={all.invite.passwordHint}
              required
              error={wordOf(all, errors.password)}
            />
            <TextInput
              name="confirm"
              label={t.confirm}
              type="password"
              autoComplete="new-password"
              required
              error={wordOf(all, errors.confirm)}
            />
            <div>
              <SubmitButton
                busy={navigation.state === "submitting"}
                label={t.submit}
                busyLabel={t.busy}
              />
            </div>
          </Form>
        </section>
        <section aria-labelledby="two-factor-title" className={`${card} self-start`}>
          <h2 id="two-factor-title" className="text-xl font-bold text-navy-900">
            {t.twoFactorTitle}
          </h2>
          <p className="mt-2 text-muted">
            {loaderData.twoFactor
              ? fill(t.twoFactorOn, { count: String(loaderData.recoveryCodesLeft) })
              : t.twoFactorOff}
          </p>
          <Link to={localize("/business/account/two-factor")} className="btn-dark mt-4">
            {loaderData.twoFactor ? t.manage : t.turnOn}
          </Link>
        </section>
      </div>
    </>
  );
}
