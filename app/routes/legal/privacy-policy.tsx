import { LegalDocument } from "~/components/ui/legal-document";
import { privacyPolicy } from "~/content/legal";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages.privacyPolicy);

export default function PrivacyPolicy() {
  return <LegalDocument page={pages.privacyPolicy} sections={privacyPolicy} />;
}
