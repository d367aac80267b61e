import type { Route } from "./+types/terms-and-conditions";
import { LegalDocument } from "~/components/ui/legal-document";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(pages.terms, args);

export default function TermsAndConditions() {
  return <LegalDocument page={pages.terms} document="termsAndConditions" />;
}
