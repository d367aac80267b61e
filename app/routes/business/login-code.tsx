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
import {
  BusinessCodeSchema,
  fieldErrors,
  type BusinessTextKey,
} from "@core/schemas/business-account";
import type { TextsHandle } from "@core/texts";
import type { Route } from "./+types/login-code";

export const handle = { texts: ["business-account"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.code.title);

export const headers = () => ({ "Cache-Control": "no-store" });

type Answer = { errors: Record<string, BusinessTextKey> };

/** Only for a session waiting for its code; anyone else starts at the login page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.services.business.sessionOf(request);
  if (!session) throw redirect(loginPath(request));
  if (session.verified)
    throw redirect(safeBusinessNext(new URL(request.url).searchParams.get("next"), request));
  return null;
}

/** The second step of /business/login: a code from the app or a recovery code. */
export async function action({ request, context }: Route.ActionArgs) {
  const business = context.services.business;
  const pending = business.sessionToken(request);
  if (!pending) throw redirect(loginPath(request));
  const parsed = BusinessCodeSchema.safeParse({ code: (await request.formData()).get("code") });
  if (!parsed.success) return data<Answer>({ errors: fieldErrors(parsed.error) }, 400);
  const outcome = await business.signIn.withCode(
    pending,
    parsed.data.code,
    business.ipHash(context.visitor.ip),
  );
  if (outcome.status === "suspended")
    throw redirect(loginPath(request, "?suspended=1"), {
      headers: { "Set-Cookie": business.sessionCookie(request, null) },
    });
  if (outcome.status === "locked") return data<Answer>({ errors: { form: "login.locked" } }, 429);
  if (outcome.status === "failed") {
    // The pending session is gone (timed out): only a new sign-in helps.
    const timedOut = !(await business.sessionOf(request));
    return data<Answer>({ errors: { form: timedOut ? "code.timedOut" : "code.failed" } }, 400);
  }
  return redirect(safeBusinessNext(new URL(request.url).searchParams.get("next"), request), {
    headers: { "Set-Cookie": business.sessionCookie(request, outcome.token) },
  });
}

export default function BusinessLoginCode({ actionData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  return (
    <BusinessDoor title={t.code.title} intro={t.code.intro}>
      {errors.form && (
        <div className="mb-5">
          <FormNotice kind="error">{wordOf(t, errors.form)}</FormNotice>
        </div>
      )}
      <Form method="post" noValidate className="space-y-5">
        <TextInput
          name="code"
          label={t.code.label}
          hint={t.code.hint}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          error={wordOf(t, errors.code)}
        />
        <SubmitButton
          busy={navigation.state === "submitting"}
          label={t.code.submit}
          busyLabel={t.code.submit}
          className="w-full justify-center"
        />
      </Form>
    </BusinessDoor>
  );
}
