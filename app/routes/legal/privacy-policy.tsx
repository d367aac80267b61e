import type { Route } from "./+types/privacy-policy";
import { LegalDocument } from "~/components/ui/legal-document";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["legal", "dates"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.privacyPolicy, args);

export default function PrivacyPolicy() {
  return <LegalDocument page={pages.privacyPolicy} document="privacyPolicy" />;
}
