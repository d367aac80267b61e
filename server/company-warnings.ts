import { placeholdersIn, placeholderWarning, type CompanyFacts } from "@core/company-placeholders";
import type { Logger } from "./logger";

/** One warn line per company fact still a placeholder; none once all are the company's. */
export function warnOfPlaceholders(logger: Logger, facts: CompanyFacts) {
  const found = placeholdersIn(facts);
  for (const placeholder of found)
    logger.warn({ fact: placeholder.fact }, placeholderWarning(placeholder));
  return found.length;
}
