import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { BusinessDoor } from "~/components/business/door";
import { businessMeta } from "~/components/business/business-meta";
import { TextInput } from "~/components/business/text-input";
import { wordOf } from "~/components/business/word-of";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormNotice } from "~/components/staff/form-notice";
import { loginPath } from "~/lib/business-guard.server";
import { useTexts } from "~/lib/texts";
import { texts } from "@core/content/business-account";
import {
  BusinessForgotSchema,
  fieldErrors,
  type BusinessTextKey,
} from "@core/schemas/business-account";
import type { TextsHandle } from "@core/texts";
import type { Route } from "./+types/forgot-password";

export const handle = { texts: ["business-account"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.forgot.title);

export const headers = () => ({ "Cache-Control": "no-store" });

type Answer = { email: string; errors: Record<string, BusinessTextKey> };

/** The sign-in page of this page's language, for the way back. */
export function loader({ request }: Route.LoaderArgs) {
  return { login: loginPath(request) };
}

/**
 * /business/login/forgot: the same answer for every well-formed address
 * (server/business/forgot-password.ts); 429 past the client address's budget.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = BusinessForgotSchema.safeParse({ email });
  if (!parsed.success) return data<Answer>({ email, errors: fieldErrors(parsed.error) }, 400);
  const { business, businessForgotPassword } = context.services;
  const answer = await businessForgotPassword.ask(
    parsed.data.email,
    context.visitor.ip,
    business.ipHash(context.visitor.ip),
  );
  if (answer.status === "limited")
    return data<Answer>({ email, errors: { form: "forgot.limited" } }, 429);
  // Not awaited: the answer goes before a link is written, so its time says nothing.
  void answer.pending;
  return redirect(`${new URL(request.url).pathname}?sent=1`);
}

export default function BusinessForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const sent = params.has("sent") && !actionData;
  return (
    <BusinessDoor title={t.forgot.title} intro={sent ? undefined : t.forgot.intro}>
      {sent && (
        <div className="mb-5">
          <FormNotice kind="done">{t.forgot.sent}</FormNotice>
        </div>
      )}
      {errors.form && (
        <div className="mb-5">
          <FormNotice kind="error">{wordOf(t, errors.form)}</FormNotice>
        </div>
      )}
      {!sent && (
        <Form method="post" noValidate className="space-y-5">
          <TextInput
            name="email"
            type="email"
            label={t.forgot.email}
            autoComplete="username"
            required
            defaultValue={actionData?.email}
            error={wordOf(t, errors.email)}
          />
          <SubmitButton
            busy={navigation.state === "submitting"}
            label={t.forgot.submit}
            busyLabel={t.forgot.busy}
            className="w-full justify-center"
          />
        </Form>
      )}
      <p className="mt-6 text-sm text-muted">{t.forgot.owner}</p>
      <p className="mt-3 text-sm">
        <Link
          to={loaderData.login}
          className="font-semibold text-navy-800 underline underline-offset-2"
        >
          {t.forgot.back}
        </Link>
      </p>
    </BusinessDoor>
  );
}
