import type { Route } from "./+types/privacy-policy";
import { LegalDocument } from "~/components/ui/legal-document";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(pages.privacyPolicy, args);

export default function PrivacyPolicy() {
  return <LegalDocument page={pages.privacyPolicy} document="privacyPolicy" />;
}
