import { requireBusiness } from "~/lib/business-guard.server";
import { packs } from "~/lib/texts.server";
import { texts as validation } from "@core/content/validation";
import { langOf } from "@core/i18n";
import { renderMessage, type MessageTexts } from "@core/messages";
import type { Route } from "./+types/book-wrong-rows";

/**
 * POST /business/book/upload/wrong-rows.csv: the preview's file (carried in
 * its form) checked again, and its wrong rows with an `error` column in the
 * page's language, to fix and upload again.
 */
export async function action(args: Route.ActionArgs) {
  const { business } = await requireBusiness(args, "book");
  const form = await args.request.formData();
  const text = String(form.get("file_text") ?? "");
  const check = await args.context.services.businessBookings.checkUpload(
    business.id,
    new TextEncoder().encode(text),
  );
  const lang = langOf(new URL(args.request.url).pathname);
  const local = (lang === "en" ? validation.en : packs[lang].validation?.default) as MessageTexts;
  const say = (message: string) => renderMessage(message, local ?? validation.en);
  const csv = !check.ok && check.wrongRows ? check.wrongRows(say) : "\uFEFF";
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sil-booking-wrong-rows.csv"',
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
