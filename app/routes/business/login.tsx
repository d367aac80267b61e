import {
  data,
  Form,
  Link,
  redirect,
  useLocation,
  useNavigation,
  useSearchParams,
} from "react-router";
import { BusinessDoor } from "~/components/business/door";
import { businessMeta } from "~/components/business/business-meta";
import { TextInput } from "~/components/business/text-input";
import { wordOf } from "~/components/business/word-of";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormNotice } from "~/components/staff/form-notice";
import { safeBusinessNext } from "~/lib/business-guard.server";
import { useTexts } from "~/lib/texts";
import { texts } from "@core/content/business-account";
import { langOf, localizePath } from "@core/i18n";
import {
  BusinessSignInSchema,
  fieldErrors,
  type BusinessTextKey,
} from "@core/schemas/business-account";
import type { TextsHandle } from "@core/texts";
import type { Route } from "./+types/login";

export const handle = { texts: ["business-account"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.login.title);

export const headers = () => ({ "Cache-Control": "no-store" });

type Answer = { email: string; errors: Record<string, BusinessTextKey> };

/** Already signed in: straight to the portal. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.services.business.sessionOf(request);
  if (session?.verified && !session.business.suspended)
    throw redirect(safeBusinessNext(new URL(request.url).searchParams.get("next"), request));
  return null;
}

/** /business/login: one message for any failure; the lockout of CONTRACT.md. */
export async function action({ request, context }: Route.ActionArgs) {
  const business = context.services.business;
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = BusinessSignInSchema.safeParse({ email, password: form.get("password") });
  if (!parsed.success) return data<Answer>({ email, errors: fieldErrors(parsed.error) }, 400);
  const outcome = await business.signIn.withPassword(
    parsed.data.email,
    parsed.data.password,
    business.ipHash(context.visitor.ip),
  );
  const refused = (key: BusinessTextKey, status: number) =>
    data<Answer>({ email, errors: { form: key } }, status);
  if (outcome.status === "failed") return refused("login.failed", 400);
  if (outcome.status === "locked") return refused("login.locked", 429);
  if (outcome.status === "suspended") return refused("login.suspended", 403);
  const next = safeBusinessNext(new URL(request.url).searchParams.get("next"), request);
  const lang = langOf(new URL(request.url).pathname);
  const to =
    outcome.status === "code-needed"
      ? `${localizePath(lang, "/business/login/code")}?next=${encodeURIComponent(next)}`
      : next;
  return redirect(to, {
    headers: { "Set-Cookie": business.sessionCookie(request, outcome.token) },
  });
}

export default function BusinessLogin({ actionData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const loginHref = useLocation().pathname.replace(/\/$/, "");
  const notice = params.has("signed-out")
    ? t.login.signedOut
    : params.has("password-set")
      ? t.login.passwordSet
      : undefined;
  const suspended = params.has("suspended") && !actionData;
  const errors = actionData?.errors ?? {};
  return (
    <BusinessDoor title={t.login.title} intro={t.login.intro}>
      {notice && !actionData && (
        <div className="mb-5">
          <FormNotice kind="done">{notice}</FormNotice>
        </div>
      )}
      {(suspended || errors.form) && (
        <div className="mb-5">
          <FormNotice kind="error">
            {suspended ? t.login.suspended : wordOf(t, errors.form)}
          </FormNotice>
        </div>
      )}
      <Form method="post" noValidate className="space-y-5">
        <TextInput
          name="email"
          type="email"
          label={t.login.email}
          autoComplete="username"
          required
          defaultValue={actionData?.email}
          error={wordOf(t, errors.email)}
        />
        <TextInput
          name="password"
          type="password"
          label={t.login.password}
          autoComplete="current-password"
          required
          error={wordOf(t, errors.password)}
        />
        <SubmitButton
          busy={navigation.state === "submitting"}
          label={t.login.submit}
          busyLabel={t.login.busy}
          className="w-full justify-center"
        />
      </Form>
      <p className="mt-6 text-sm">
        <Link
          to={`${loginHref}/forgot`}
          className="font-semibold text-navy-800 underline underline-offset-2"
        >
          {t.login.forgot}
        </Link>
      </p>
    </BusinessDoor>
  );
}
