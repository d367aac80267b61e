import { data } from "react-router";
import { statementResponse } from "~/lib/document-responses.server";
import { requireStaff } from "~/lib/staff-guard.server";
import { staffPages } from "@core/staff-access";
import { parseStatementFile } from "@core/statement-month";
import type { Route } from "./+types/business-statement-file";

export const staffPage = staffPages.businessStatement;

/**
 * GET /staff/businesses/:id/statements/2026-11.pdf (or .csv), admin and
 * sales: the business's statement as it sees it, audited as
 * `business.statement` (decision 043). Unknown business, malformed name, or
 * a month without shipments: 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const asked = parseStatementFile(args.params.file);
  const file = asked
    ? await args.context.services.businessStatements.staffFile(
        actor,
        args.params.id,
        asked.month,
        asked.format,
      )
    : null;
  if (!file) throw data({ message: "There is no such statement." }, { status: 404 });
  return statementResponse(file);
}
