import { data, Form, Link, useNavigation } from "react-router";
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
  BusinessCodeSchema,
  BusinessProofSchema,
  fieldErrors,
  type BusinessTextKey,
} from "@core/schemas/business-account";
import type { TextsHandle } from "@core/texts";
import type { Route } from "./+types/two-factor";

export const handle = { texts: ["business-account"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.twoFactor.title);

export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * /business/account/two-factor (every role; open before enrolment, as the
 * guard sends here a person whose business requires it).
 */
export async function loader(args: Route.LoaderArgs) {
  const { user, business } = await requireBusiness(args, null);
  const own = args.context.services.business.own;
  const required = business.requireTwoFactor;
  if (await own.isEnrolled(user.id)) return { state: "on" as const, required };
  if (!own.twoFactorAvailable) return { state: "unavailable" as const, required };
  const enrolment = await own.beginEnrolment(user);
  if (!enrolment) return { state: "unavailable" as const, required };
  return {
    state: "enrolling" as const,
    required,
    secret: enrolment.secret,
    qrSvg: enrolment.qrSvg,
  };
}

/** What the action answers, each kind told apart by its one field. */
type Answer =
  | { errors: Record<string, BusinessTextKey> }
  | { turnOffErrors: Record<string, BusinessTextKey> }
  | { turnedOff: true }
  | { recoveryCodes: string[] };

/**
 * Confirms enrolment with a first code (answering the recovery codes once),
 * or turns it off with the password or a current code, so a session left
 * open is not enough to weaken the sign-in.
 */
export async function action(args: Route.ActionArgs) {
  const { actor, business } = await requireBusiness(args, null);
  const own = args.context.services.business.own;
  const form = await args.request.formData();
  if (form.get("intent") === "turn-off") {
    const parsed = BusinessProofSchema.safeParse({ proof: form.get("proof") ?? undefined });
    if (!parsed.success) return data<Answer>({ turnOffErrors: fieldErrors(parsed.error) }, 400);
    const outcome = await own.disableTwoFactor(actor, business, parsed.data.proof);
    if (outcome.ok) return { turnedOff: true } satisfies Answer;
    const key: BusinessTextKey =
      outcome.problem === "required"
        ? "twoFactor.requiredOff"
        : outcome.problem === "locked"
          ? "login.locked"
          : "twoFactor.proofFailed";
    return data<Answer>(
      { turnOffErrors: { proof: key } },
      outcome.problem === "locked" ? 429 : 400,
    );
  }
  const parsed = BusinessCodeSchema.safeParse({ code: form.get("code") ?? undefined });
  if (!parsed.success) return data<Answer>({ errors: fieldErrors(parsed.error) }, 400);
  const codes = await own.enableTwoFactor(actor, parsed.data.code);
  if (!codes) return data<Answer>({ errors: { code: "twoFactor.wrongCode" } }, 400);
  return { recoveryCodes: codes } satisfies Answer;
}

export default function BusinessTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const all = useTexts(texts);
  const t = all.twoFactor;
  const answer = actionData as Answer | undefined;
  if (answer && "recoveryCodes" in answer) return <RecoveryCodes codes={answer.recoveryCodes} />;
  return (
    <div className="grid max-w-2xl gap-6">
      <div>
        <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-2 text-muted">{t.intro}</p>
      </div>
      {loaderData.required && loaderData.state !== "on" && (
        <FormNotice kind="error">{t.required}</FormNotice>
      )}
      {answer && "turnedOff" in answer && <FormNotice kind="done">{t.turnedOff}</FormNotice>}
      {loaderData.state === "unavailable" && <FormNotice kind="error">{t.unavailable}</FormNotice>}
      {loaderData.state === "on" && (
        <TurnOff
          required={loaderData.required}
          error={answer && "turnOffErrors" in answer ? answer.turnOffErrors.proof : undefined}
        />
      )}
      {loaderData.state === "enrolling" && (
        <Enrol
          qrSvg={loaderData.qrSvg}
          secret={loaderData.secret}
          error={answer && "errors" in answer ? answer.errors.code : undefined}
        />
      )}
    </div>
  );
}

function Enrol({
  qrSvg,
  secret,
  error,
}: {
  qrSvg: string;
  secret: string;
  error?: BusinessTextKey;
}) {
  const all = useTexts(texts);
  const t = all.twoFactor;
  const navigation = useNavigation();
  const grouped = secret.match(/.{1,4}/g)?.join(" ") ?? secret;
  return (
    <section className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-navy-900">{t.scan}</h2>
      <div
        role="img"
        aria-label={t.qr}
        className="mt-4 w-56 max-w-full rounded-lg border border-navy-100 p-1"
        // The QR code is an SVG drawn on the server from the secret below (no script, no outside request).
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="mt-4 text-muted">{t.cannotScan}</p>
      <p
        className="mt-1 font-mono text-lg font-bold tracking-wider break-all text-navy-900"
        id="totp-secret"
      >
        {grouped}
      </p>
      <h2 className="mt-8 mb-4 text-xl font-bold text-navy-900">{t.type}</h2>
      <Form method="post" noValidate className="grid max-w-xs gap-4">
        <TextInput
          name="code"
          label={t.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          error={wordOf(all, error)}
        />
        <div>
          <SubmitButton
            busy={navigation.state === "submitting"}
            label={t.turnOn}
            busyLabel={t.busy}
          />
        </div>
      </Form>
    </section>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTexts(texts).twoFactor;
  const localize = useLocalize();
  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.onTitle}</h1>
      <FormNotice kind="done">{t.save}</FormNotice>
      <section className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-muted">{t.codesIntro}</p>
        <ul
          aria-label={t.codesLabel}
          className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg font-bold text-navy-900"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Link to={localize("/business/account")} className="btn-dark mt-6">
          {t.savedThem}
        </Link>
      </section>
    </div>
  );
}

function TurnOff({ required, error }: { required: boolean; error?: BusinessTextKey }) {
  const all = useTexts(texts);
  const t = all.twoFactor;
  const localize = useLocalize();
  const navigation = useNavigation();
  return (
    <section className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6">
      <p className="font-semibold text-success">{t.isOn}</p>
      {required ? (
        <p className="mt-2 text-muted">{t.requiredOff}</p>
      ) : (
        <div className="mt-4 max-w-md">
          <h2 className="mb-2 text-xl font-bold text-navy-900">{t.turnOffTitle}</h2>
          <Form method="post" noValidate className="grid gap-4">
            <input type="hidden" name="intent" value="turn-off" />
            <TextInput
              name="proof"
              label={t.proof}
              type="password"
              autoComplete="current-password"
              required
              error={wordOf(all, error)}
            />
            <div>
              <SubmitButton
                busy={navigation.state === "submitting"}
                label={t.turnOff}
                busyLabel={t.busy}
              />
            </div>
          </Form>
        </div>
      )}
      <p className="mt-6">
        <Link to={localize("/business/account")} className="font-semibold text-navy-800 underline">
          {t.back}
        </Link>
      </p>
    </section>
  );
}
