import type { FieldMetadata } from "@conform-to/react";
import { ShieldCheck } from "~/components/ui/icons";
import { Field } from "~/components/ui/field";
import { texts } from "@core/content/forms";
import { localQuestion } from "~/lib/captcha-question";
import { useTexts } from "~/lib/texts";
import type { Captcha } from "@core/schemas/captcha";

/**
 * The server's arithmetic question (CONTRACT.md "Captcha"), rendered by the
 * server so it works without JavaScript. A new question remounts the input,
 * so the old answer goes; everything else the visitor typed stays.
 */
export function CaptchaField({
  meta,
  captcha,
}: {
  meta: FieldMetadata<string | undefined>;
  captcha: Captcha;
}) {
  const t = useTexts(texts).captcha;
  return (
    <div className="rounded-xl border border-navy-100 bg-navy-50 p-4 sm:col-span-2">
      <p className="flex items-center gap-2 text-sm font-bold text-navy-800">
        <ShieldCheck className="size-4" aria-hidden="true" />
        {t.label}
      </p>
      <input type="hidden" name="captchaToken" value={captcha.token} />
      <Field
        key={captcha.token}
        meta={meta}
        label={localQuestion(captcha.question, t.question)}
        hint={t.hint}
        inputMode="numeric"
        autoComplete="off"
        className="mt-2 max-w-sm"
      />
    </div>
  );
}
