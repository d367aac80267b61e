import { businessMeta } from "~/components/business/business-meta";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLocalize } from "~/lib/i18n";
import { siteUrl } from "~/lib/meta";
import { useTexts } from "~/lib/texts";
import { businessMay } from "@core/business-access";
import {
  API_BASE_PATH,
  API_EXAMPLES,
  curlCommand,
  KEY_VARIABLE,
  shownAnswer,
  type ApiExample,
  type ApiExampleId,
} from "@core/business-api-examples";
import { bookingFieldRows, ruleValues, type BookingFieldKey } from "@core/business-api-fields";
import { API_REQUESTS_PER_MINUTE } from "@core/schemas/business-api";
import { texts } from "@core/content/business-api";
import { texts as bookingTexts } from "@core/content/business-booking";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/api";

export const handle = {
  texts: ["business-api", "business-booking", "business-account"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.nav.apiDocs);

export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * /business/api: how a business's systems use the API (CONTRACT.md
 * "Business accounts", "API"). Every person of the business may read it:
 * it holds no key and no shipment of theirs; only an owner is offered the
 * keys page, which is an owner's alone.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireBusiness(args, null);
  return { mayMakeKeys: businessMay(user.role, "api") };
}

/** The booking form's name of each field (its label), so the page says what the form says. */
type BookLabel = keyof typeof bookingTexts.en.book;
const FORM_LABEL: Record<BookingFieldKey, BookLabel> = {
  pickup_address: "pickup",
  consignee: "consignee",
  consignee_name: "consigneeName",
  consignee_phone: "consigneePhone",
  consignee_address: "consigneeAddress",
  consignee_pincode: "consigneePincode",
  service: "service",
  packages: "goods",
  packages_count: "packageCount",
  packages_weight_kg: "weight",
  packages_length_cm: "length",
  packages_breadth_cm: "breadth",
  packages_height_cm: "height",
  declared_value: "declaredValue",
  invoice_no: "invoiceNo",
  ewb_no: "ewbNo",
  payment_mode: "paymentMode",
  cod_amount: "codAmount",
  client_ref: "clientRef",
  delivery_slot: "deliverySlot",
  address_type: "addressType",
  consignee_updates: "updates",
  consignee_language: "updatesLanguage",
};

const FIELDS = bookingFieldRows();

const SECTIONS = [
  "keys",
  "base",
  "auth",
  "book",
  "shipment",
  "errors",
  "idempotency",
  "limits",
  "labels",
  "openapi",
] as const;
type Section = (typeof SECTIONS)[number];

/** Which examples each call's section shows, in the order they run. */
const EXAMPLES_OF: Partial<Record<Section, ApiExampleId[]>> = {
  book: ["book", "replay", "bookCod", "refused"],
  shipment: ["shipment", "label"],
  errors: ["wrongKey", "tooMany"],
};
const exampleOf = (id: ApiExampleId) => API_EXAMPLES.find((example) => example.id === id)!;

const ERROR_STATUSES = [400, 401, 403, 404, 413, 415, 422, 429, 503] as const;

/**
 * A block of code that scrolls sideways inside its own box, never the page
 * (a phone's 390 px); focusable, so a keyboard scrolls it too.
 */
function Code({ label, children, id }: { label: string; children: string; id?: string }) {
  const t = useTexts(texts);
  return (
    <div
      role="region"
      aria-label={fill(t.scroll, { what: label })}
      // A box that scrolls sideways: the keyboard must reach it too (axe).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-code
      className="mt-2 max-w-full overflow-x-auto rounded-xl bg-navy-900 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
    >
      <pre className="w-max p-4 text-sm leading-relaxed">
        <code id={id}>{children}</code>
      </pre>
    </div>
  );
}

function Example({ example, origin }: { example: ApiExample; origin: string }) {
  const t = useTexts(texts);
  const words = t.examples[example.id];
  const answer = fill(t.examples.answer, { status: example.answer.status });
  return (
    <section aria-labelledby={`example-${example.id}`} className="mt-8">
      <h3 id={`example-${example.id}`} className="text-lg font-bold text-navy-900">
        {words.title}
      </h3>
      <p className="mt-1">{words.body}</p>
      <p className="mt-3 text-sm font-semibold text-muted">{t.examples.command}</p>
      <Code label={`${words.title}: ${t.examples.command}`} id={`curl-${example.id}`}>
        {curlCommand(example, origin)}
      </Code>
      <p className="mt-3 text-sm font-semibold text-muted">{answer}</p>
      {example.answer.json !== undefined || example.answer.headers ? (
        <Code label={`${words.title}: ${answer}`} id={`answer-${example.id}`}>
          {shownAnswer(example)}
        </Code>
      ) : null}
    </section>
  );
}

function Fields() {
  const t = useTexts(texts);
  const form = useTexts(bookingTexts).book;
  return (
    <>
      <h3 id="fields" className="mt-8 text-lg font-bold text-navy-900">
        {t.book.fields}
      </h3>
      <p className="mt-1">{t.book.fieldsIntro}</p>
      <dl className="mt-4 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
        {FIELDS.map((field) => (
          <div
            key={field.path}
            data-field={field.path}
            className={`grid gap-1 px-4 py-3 sm:grid-cols-[16rem_1fr] ${field.nested ? "sm:pl-10" : ""}`}
          >
            <dt className="min-w-0">
              <code className="font-semibold break-all text-navy-900">{field.path}</code>
              <span className="block text-sm text-muted">
                {form[FORM_LABEL[field.key]]} · {field.required ? t.book.required : t.book.optional}
              </span>
            </dt>
            <dd>
              {fill(t.rules[field.key], {
                ...ruleValues(field.key),
                consent: form.updatesConsent,
              })}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export default function BusinessApi({ loaderData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const localize = useLocalize();
  const origin = siteUrl.replace(/\/$/, "");
  const base = `${origin}${API_BASE_PATH}`;
  const heading = (section: Section) => (section === "shipment" ? t.read.title : t[section].title);
  const examples = (section: Section) =>
    (EXAMPLES_OF[section] ?? []).map((id) => (
      <Example key={id} example={exampleOf(id)} origin={origin} />
    ));
  const h2 = "mt-12 scroll-mt-4 text-xl font-extrabold text-navy-900";
  return (
    <article className="max-w-4xl min-w-0">
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 max-w-prose">{t.intro}</p>

      <nav aria-labelledby="contents" className="mt-6">
        <h2 id="contents" className="text-sm font-bold text-muted">
          {t.contents}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {SECTIONS.map((section) => (
            <li key={section}>
              <a
                href={`#${section}`}
                className="inline-flex min-h-10 items-center font-semibold text-navy-700 underline"
              >
                {heading(section)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <h2 id="keys" className={h2}>
        {t.keys.title}
      </h2>
      <p className="mt-2">{t.keys.body}</p>
      <p className="mt-2">
        {loaderData.mayMakeKeys ? (
          <a
            href={localize("/business/api-keys")}
            className="font-semibold text-navy-700 underline"
          >
            {t.keys.owner}
          </a>
        ) : (
          t.keys.notOwner
        )}
      </p>
      <p className="mt-2">{t.keys.keep}</p>
      <Code label={t.keys.title}>{`export ${KEY_VARIABLE}=sil_live_…`}</Code>

      <h2 id="base" className={h2}>
        {t.base.title}
      </h2>
      <p className="mt-2">{t.base.body}</p>
      <Code label={t.base.title} id="base-url">
        {base}
      </Code>

      <h2 id="auth" className={h2}>
        {t.auth.title}
      </h2>
      <p className="mt-2">{t.auth.body}</p>
      <Code label={t.auth.title}>{`Authorization: Bearer $${KEY_VARIABLE}`}</Code>

      <h2 id="book" className={h2}>
        {t.book.title}
      </h2>
      <p className="mt-2">{t.book.body}</p>
      <Fields />
      {examples("book")}

      <h2 id="shipment" className={h2}>
        {heading("shipment")}
      </h2>
      {examples("shipment")}

      <h2 id="errors" className={h2}>
        {t.errors.title}
      </h2>
      <p className="mt-2">{t.errors.body}</p>
      <dl className="mt-4 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
        {ERROR_STATUSES.map((status) => (
          <div key={status} className="grid grid-cols-[4rem_1fr] gap-2 px-4 py-3">
            <dt className="font-bold text-navy-900">{status}</dt>
            <dd>{t.errors.list[`s${status}`]}</dd>
          </div>
        ))}
      </dl>
      {examples("errors")}

      <h2 id="idempotency" className={h2}>
        {t.idempotency.title}
      </h2>
      <p className="mt-2">{t.idempotency.body}</p>

      <h2 id="limits" className={h2}>
        {t.limits.title}
      </h2>
      <p className="mt-2">
        {fill(t.limits.body, { perMinute: API_REQUESTS_PER_MINUTE.toLocaleString("en-IN") })}
      </p>

      <h2 id="labels" className={h2}>
        {t.labels.title}
      </h2>
      <p className="mt-2">{t.labels.body}</p>

      <h2 id="openapi" className={h2}>
        {t.openapi.title}
      </h2>
      <p className="mt-2">
        {t.openapi.body}{" "}
        <a
          href={`${API_BASE_PATH}/openapi.json`}
          className="font-semibold break-all text-navy-700 underline"
        >
          {`${base}/openapi.json`}
        </a>
      </p>
    </article>
  );
}
