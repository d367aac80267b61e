import { captchaLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { ContactCard } from "~/components/forms/contact-card";
import { FormPage } from "~/components/forms/form-page";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { deferredForm } from "~/components/forms/deferred-form";
import { LeadForm } from "~/components/forms/lead-form";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";
import { FranchiseEnquirySchema } from "@core/schemas/franchise-enquiry";
import type { Route } from "./+types/franchise";
import { submitLeadForm } from "./lead-action.server";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["forms", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.franchise, args);

export const loader = captchaLoader;
export { shouldRevalidate };
export const action = (args: Route.ActionArgs) =>
  submitLeadForm(args, "franchise", FranchiseEnquirySchema);
export const clientAction = leadClientAction;

const loadBody = () => import("~/components/forms/franchise-body").then((m) => m.FranchiseBody);
/** The form's code loads with the first interaction (deferred-form.tsx); the server renders it in full. */
const FranchiseBody = import.meta.env.SSR ? await loadBody() : deferredForm(loadBody);

/** Franchise registration with the server's captcha (spec sections 2, 3, 5 and 8). */
export default function Franchise() {
  const t = useTexts(texts);
  const { heading, intro } = t.messages.franchise;
  return (
    <FormPage
      page={pages.franchise}
      parent={{ label: t.joinUs, href: "/join-us" }}
      heading={heading}
      intro={intro}
      aside={<ContactCard />}
    >
      <LeadForm formId="franchise" Body={FranchiseBody} />
    </FormPage>
  );
}
