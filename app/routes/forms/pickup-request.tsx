import { CalendarCheck, Headset, ShieldCheck } from "~/components/ui/icons";
import { ContactCard } from "~/components/forms/contact-card";
import { FormPage } from "~/components/forms/form-page";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { leadFormLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { deferredForm } from "~/components/forms/deferred-form";
import { LeadForm } from "~/components/forms/lead-form";
import { pickupHighlightIcons, texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";
import { pages } from "@core/content/routes";
import { pageMeta } from "~/lib/meta";
import { PickupRequestSchema } from "@core/schemas/pickup-request";
import type { Route } from "./+types/pickup-request";
import { submitLeadForm } from "./lead-action.server";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["forms", "validation"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.pickupRequest, args);

export const loader = leadFormLoader;
export { shouldRevalidate };
export const action = (args: Route.ActionArgs) =>
  submitLeadForm(args, "pickup", PickupRequestSchema);
export const clientAction = leadClientAction;

const icons = { shield: ShieldCheck, calendar: CalendarCheck, headset: Headset };

const loadBody = () => import("~/components/forms/pickup-body").then((m) => m.PickupBody);
/** The form's code loads with the first interaction (deferred-form.tsx); the server renders it in full. */
const PickupBody = import.meta.env.SSR ? await loadBody() : deferredForm(loadBody);

/** Request a Pickup: intro banner with three highlights and the form (spec sections 2, 3, 5). */
export default function PickupRequest() {
  const t = useTexts(texts);
  const { heading, intro } = t.messages.pickup;
  return (
    <FormPage
      page={pages.pickupRequest}
      heading={heading}
      intro={intro}
      banner={<Highlights />}
      aside={<ContactCard />}
    >
      <LeadForm formId="pickup" Body={PickupBody} />
    </FormPage>
  );
}

function Highlights() {
  const { pickupHighlights } = useTexts(texts);
  return (
    <ul className="mt-8 grid gap-3 sm:grid-cols-3">
      {pickupHighlights.map(({ title, text }, i) => {
        const Icon = icons[pickupHighlightIcons[i]!];
        return (
          <li
            key={title}
            className="flex items-start gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/15"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-saffron-400 text-navy-950">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-bold text-white">{title}</span>
              <span className="block text-sm text-navy-100">{text}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
