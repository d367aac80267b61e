import { ContactCard } from "~/components/forms/contact-card";
import { FormPage } from "~/components/forms/form-page";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { deferredForm } from "~/components/forms/deferred-form";
import { LeadForm } from "~/components/forms/lead-form";
import { captchaLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";
import { ClientRegistrationSchema } from "@core/schemas/client-registration";
import type { Route } from "./+types/client-registration";
import { submitLeadForm } from "./lead-action.server";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["forms", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.clientRegistration, args);

export const loader = captchaLoader;
export { shouldRevalidate };
export const action = (args: Route.ActionArgs) =>
  submitLeadForm(args, "client", ClientRegistrationSchema);
export const clientAction = leadClientAction;

const loadBody = () => import("~/components/forms/client-body").then((m) => m.ClientBody);
/** The form's code loads with the first interaction (deferred-form.tsx); the server renders it in full. */
const ClientBody = import.meta.env.SSR ? await loadBody() : deferredForm(loadBody);

/** Client registration with the server's captcha (spec sections 2, 3, 5 and 8). */
export default function ClientRegistration() {
  const t = useTexts(texts);
  const { heading, intro } = t.messages.client;
  return (
    <FormPage
      page={pages.clientRegistration}
      parent={{ label: t.joinUs, href: "/join-us" }}
      heading={heading}
      intro={intro}
      aside={<ContactCard />}
    >
      <LeadForm formId="client" Body={ClientBody} />
    </FormPage>
  );
}
