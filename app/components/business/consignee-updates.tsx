import { FieldError } from "~/components/ui/field-parts";
import { BookingSelect } from "~/components/business/booking-fields";
import { LANGS, LANGUAGE_NAMES } from "@core/i18n";

type Words = {
  updates: string;
  updatesHint: string;
  updatesNone: string;
  updatesConsent: string;
  updatesLanguage: string;
};

export const CHANNEL_LABELS = { sms: "SMS", whatsapp: "WhatsApp" } as const;

/**
 * "Updates to the consignee" of the booking form (CONTRACT.md "Messages by
 * SMS and WhatsApp", "consent"): a channel, offered only while it is on, or
 * none; the sentence the business confirms by choosing one, which the
 * consent keeps word for word; and the messages' language. Plain radios and
 * a select, so the form works without JavaScript.
 */
export function ConsigneeUpdates({
  t,
  channels,
  value,
  language,
  error,
  languageError,
}: {
  t: Words;
  channels: { sms: boolean; whatsapp: boolean };
  value: string | undefined;
  language: string | undefined;
  error?: string;
  languageError?: string;
}) {
  const offered = (["sms", "whatsapp"] as const).filter((c) => channels[c]);
  if (offered.length === 0) return null;
  const choices = [
    ...offered.map((c) => ({ value: c, label: CHANNEL_LABELS[c] })),
    { value: "", label: t.updatesNone },
  ];
  const id = "field-consignee_updates";
  const describedBy = [`${id}-hint`, `${id}-consent`, error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className="grid gap-3 sm:col-span-2" aria-describedby={describedBy}>
      <legend className="font-semibold text-navy-900">{t.updates}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t.updatesHint}
      </p>
      {/* The first radio carries the field's id, so a message's link reaches the group. */}
      <div className="flex flex-wrap gap-2">
        {choices.map((choice, i) => {
          const radioId = i === 0 ? id : `${id}-${choice.value || "none"}`;
          return (
            <label
              key={choice.value || "none"}
              htmlFor={radioId}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-navy-200 bg-white px-4 py-2 font-semibold text-navy-900 hover:border-navy-300 has-[:checked]:border-navy-600 has-[:checked]:bg-navy-50"
            >
              <input
                id={radioId}
                type="radio"
                name="consignee_updates"
                value={choice.value}
                defaultChecked={(value ?? "") === choice.value}
                className="size-5 shrink-0 accent-navy-700"
              />
              {choice.label}
            </label>
          );
        })}
      </div>
      <p
        id={`${id}-consent`}
        className="rounded-xl border border-navy-100 bg-navy-50 p-3 text-sm text-navy-900"
      >
        {t.updatesConsent}
      </p>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <div className="sm:max-w-xs">
        <BookingSelect
          name="consignee_language"
          label={t.updatesLanguage}
          value={language}
          error={languageError}
          options={LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
        />
      </div>
    </fieldset>
  );
}
