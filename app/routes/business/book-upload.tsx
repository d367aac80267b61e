import { Form, redirect, useNavigation } from "react-router";
import { businessMeta } from "~/components/business/business-meta";
import { CHANNEL_LABELS } from "~/components/business/consignee-updates";
import { controlClass, FieldError, FieldLabel } from "~/components/ui/field-parts";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLocalize } from "~/lib/i18n";
import { useMessage } from "~/lib/messages";
import { useTexts } from "~/lib/texts";
import { BOOKING_CSV_COLUMNS, BOOKING_CSV_MAX_BYTES } from "@core/booking-columns";
import { texts } from "@core/content/business-booking";
import { LANGUAGE_NAMES, langOf, localizePath } from "@core/i18n";
import { encodeMessage } from "@core/messages";
import { rupeesText } from "@core/schemas/booking";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/book-upload";

export const handle = {
  texts: ["business-account", "business-booking", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.home.upload);

export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  await requireBusiness(args, "book");
  return { columns: BOOKING_CSV_COLUMNS };
}

/**
 * The file comes as an upload ("check"), then back as the text the preview
 * carried in a hidden field ("book", "wrong"): each time checked again from
 * the start, so what is booked is what was last checked.
 */
async function fileOf(form: FormData): Promise<{ bytes: Uint8Array; name: string } | null> {
  const file = form.get("file");
  if (file instanceof File && file.size > 0)
    return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
  const text = form.get("file_text");
  if (typeof text === "string" && text !== "")
    return { bytes: new TextEncoder().encode(text), name: String(form.get("file_name") ?? "") };
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { business, user } = await requireBusiness(args, "book");
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "check");
  const bookings = args.context.services.businessBookings;
  const file = await fileOf(form);
  if (!file)
    return { missing: encodeMessage("csvMissing"), check: null, fileText: "", fileName: "" };
  const lang = langOf(new URL(args.request.url).pathname);
  if (intent === "book") {
    // The preview showed the consent sentence in the page's language: the consents keep those words.
    const made = await bookings.bookUpload(business.id, file.bytes, {
      userId: user.id,
      fileName: file.name,
      lang,
    });
    if (made.ok) throw redirect(localizePath(lang, `/business/bookings/${made.bookingId}`));
  }
  const check = await bookings.checkUpload(business.id, file.bytes);
  const text = new TextDecoder().decode(file.bytes);
  return {
    missing: null,
    fileText: text,
    fileName: file.name,
    check: check.ok
      ? { ok: true as const, rows: check.rows, totals: check.totals }
      : {
          ok: false as const,
          mistakes: check.mistakes.slice(0, 500),
          count: check.mistakes.length,
          wrongRows: Boolean(check.wrongRows),
        },
  };
}

export default function BookUpload({ loaderData, actionData }: Route.ComponentProps) {
  const all = useTexts(texts);
  const t = all.upload;
  const say = useMessage();
  const localize = useLocalize();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const check = actionData?.check;
  const cell = "px-3 py-2";
  const carried = actionData?.fileText ? (
    <>
      <input type="hidden" name="file_text" value={actionData.fileText} />
      <input type="hidden" name="file_name" value={actionData.fileName} />
    </>
  ) : null;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-muted">{t.intro}</p>
      <p className="mt-4">
        <a
          className="font-semibold text-navy-800 underline underline-offset-2"
          href={localize("/business/book/template.csv")}
          download
        >
          {t.template}
        </a>
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 grid gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
      >
        <div>
          <FieldLabel htmlFor="field-file" required>
            {t.file}
          </FieldLabel>
          <input
            id="field-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            data-max-bytes={BOOKING_CSV_MAX_BYTES}
            aria-invalid={actionData?.missing ? true : undefined}
            aria-describedby={actionData?.missing ? "field-file-error" : undefined}
            className={controlClass}
          />
          {actionData?.missing && (
            <FieldError id="field-file-error">{say(actionData.missing)}</FieldError>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            name="intent"
            value="check"
            disabled={busy}
            className="min-h-12 rounded-xl bg-navy-800 px-6 font-bold text-white"
          >
            {t.check}
          </button>
          {busy && (
            <span role="status" className="flex items-center gap-3 text-navy-800">
              <progress className="w-40" aria-label={t.checking} />
              {navigation.formData?.get("intent") === "book" ? t.booking : t.checking}
            </span>
          )}
        </div>
      </Form>

      {check && !check.ok && (
        <section aria-labelledby="mistakes-heading" className="mt-8">
          <div role="alert">
            <h2 id="mistakes-heading" className="text-lg font-bold text-red-800">
              {fill(t.mistakes, { count: check.count })}
            </h2>
          </div>
          {check.wrongRows && (
            <form
              method="post"
              action={localize("/business/book/upload/wrong-rows.csv")}
              className="mt-3"
            >
              {carried}
              <button
                type="submit"
                name="intent"
                value="wrong"
                className="font-semibold text-navy-800 underline underline-offset-2"
              >
                {t.wrongRows}
              </button>
            </form>
          )}
          {/* A table wider than a phone scrolls: the keyboard must reach it too (axe). */}
          <div
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label={t.message}
            className="mt-4 overflow-x-auto rounded-2xl border border-red-200 bg-white"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-red-50 text-navy-900">
                <tr>
                  <th scope="col" className={cell}>
                    {t.row}
                  </th>
                  <th scope="col" className={cell}>
                    {t.column}
                  </th>
                  <th scope="col" className={cell}>
                    {t.message}
                  </th>
                </tr>
              </thead>
              <tbody>
                {check.mistakes.map((x, i) => (
                  <tr key={i} className="border-t border-red-100">
                    <td className={cell}>{x.row > 0 ? x.row : t.fileLevel}</td>
                    <td className={`${cell} font-mono`}>{x.column}</td>
                    <td className={cell}>{say(x.message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {check?.ok && (
        <section aria-labelledby="preview-heading" className="mt-8">
          <h2 id="preview-heading" className="text-lg font-bold text-navy-900">
            {fill(t.preview, { count: check.totals.shipments })}
          </h2>
          {/* A table wider than a phone scrolls: the keyboard must reach it too (axe). */}
          <div
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label={t.totals}
            className="mt-4 overflow-x-auto rounded-2xl border border-navy-100 bg-white shadow-sm"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-navy-50 text-navy-900">
                <tr>
                  {[
                    t.row,
                    t.consignee,
                    t.destination,
                    t.service,
                    t.packages,
                    t.weight,
                    t.freight,
                    t.gst,
                    t.total,
                    t.payment,
                    t.updates,
                    t.expected,
                  ].map((h) => (
                    <th key={h} scope="col" className={cell}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {check.rows.map((r) => (
                  <tr key={r.row} className="border-t border-navy-100">
                    <td className={cell}>{r.row}</td>
                    <td className={cell}>{r.consigneeName}</td>
                    <td className={cell}>
                      {r.destination} {r.pincode}
                    </td>
                    <td className={`${cell} uppercase`}>{r.service}</td>
                    <td className={cell}>{r.packages}</td>
                    <td className={cell}>
                      {(r.chargeableWeightGrams / 1000).toLocaleString("en-IN")}
                    </td>
                    <td className={cell}>{rupeesText(r.freightPaise)}</td>
                    <td className={cell}>{rupeesText(r.gstPaise)}</td>
                    <td className={cell}>{rupeesText(r.totalPaise)}</td>
                    <td className={cell}>
                      {r.paymentMode === "cod"
                        ? `COD ${rupeesText(r.codAmountPaise ?? 0)}`
                        : r.paymentMode === "paid"
                          ? "Paid"
                          : "To-Pay"}
                    </td>
                    <td className={cell}>
                      {r.updates
                        ? `${CHANNEL_LABELS[r.updates]} · ${LANGUAGE_NAMES[r.updatesLanguage]}`
                        : ""}
                    </td>
                    <td className={cell}>{r.expectedDate}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-navy-200 font-bold">
                <tr>
                  <th scope="row" colSpan={4} className={cell}>
                    {t.totals}
                  </th>
                  <td className={cell}>{check.totals.packages}</td>
                  <td className={cell} />
                  <td className={cell}>{rupeesText(check.totals.freightPaise)}</td>
                  <td className={cell}>{rupeesText(check.totals.gstPaise)}</td>
                  <td className={cell}>{rupeesText(check.totals.totalPaise)}</td>
                  <td className={cell}>
                    {check.totals.codPaise ? `COD ${rupeesText(check.totals.codPaise)}` : ""}
                  </td>
                  <td className={cell}>{check.totals.updates || ""}</td>
                  <td className={cell} />
                </tr>
              </tfoot>
            </table>
          </div>
          {check.totals.updates > 0 && (
            <div className="mt-4 rounded-xl border border-navy-100 bg-navy-50 p-4 text-sm text-navy-900">
              <p>{fill(t.updatesCount, { count: check.totals.updates })}</p>
              <p className="mt-2 font-semibold">{all.book.updatesConsent}</p>
            </div>
          )}
          <Form method="post" encType="multipart/form-data" className="mt-4">
            {carried}
            <button
              type="submit"
              name="intent"
              value="book"
              disabled={busy}
              className="min-h-12 rounded-xl bg-navy-800 px-6 font-bold text-white"
            >
              {fill(t.book, { count: check.totals.shipments })}
            </button>
          </Form>
        </section>
      )}

      <details className="mt-8 text-sm text-muted">
        <summary className="cursor-pointer font-semibold text-navy-800">{t.columns}</summary>
        <p className="mt-2 font-mono">{loaderData.columns.join(", ")}</p>
      </details>
    </>
  );
}
