import { requireBusiness } from "~/lib/business-guard.server";
import { notFound, statementResponse } from "~/lib/document-responses.server";
import { parseStatementFile } from "@core/statement-month";
import type { Route } from "./+types/statement-file";

/**
 * GET /business/statements/2026-11.pdf and …/2026-11.csv (owner and booker;
 * decision 043): one month's statement of this business. A malformed name,
 * a month without its shipments, or another business's month: 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { business, actor } = await requireBusiness(args, "charges");
  const asked = parseStatementFile(args.params.file);
  if (!asked) return notFound("No such statement.");
  const file = await args.context.services.businessStatements.file(
    business.id,
    asked.month,
    asked.format,
    actor,
  );
  return file ? statementResponse(file) : notFound("No such statement for your business.");
}
