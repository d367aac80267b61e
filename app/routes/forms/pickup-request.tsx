import { CalendarCheck, Headset, ShieldCheck } from "lucide-react";
import { AddressFields } from "~/components/forms/address-fields";
import { ContactCard } from "~/components/forms/contact-card";
import { FormPage } from "~/components/forms/form-page";
import { leadClientAction } from "~/components/forms/lead-client-action";
import { leadFormLoader, shouldRevalidate } from "~/components/forms/lead-form-loader";
import { LeadForm } from "~/components/forms/lead-form";
import { Field } from "~/components/ui/field";
import { formMessages, pickupHighlights } from "~/content/forms";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";
import { todayInIndia } from "~/schemas/lead-fields";
import { LOAD_TYPES, PickupRequestSchema } from "~/schemas/pickup-request";
import type { Route } from "./+types/pickup-request";
import { submitLeadForm } from "./lead-action.server";

export const meta: Route.MetaFunction = (args) => pageMeta(pages.pickupRequest, args);

export const loader = leadFormLoader;
export { shouldRevalidate };
export const action = (args: Route.ActionArgs) =>
  submitLeadForm(args, "pickup", PickupRequestSchema);
export const clientAction = leadClientAction;

const icons = { shield: ShieldCheck, calendar: CalendarCheck, headset: Headset };
const loadTypeNames = {
  LTL: "Less Than Truckload",
  PTL: "Part Truck Load",
  FTL: "Full Truck Load",
};
const loadTypeOptions = LOAD_TYPES.map((value) => ({
  value,
  label: `${value} - ${loadTypeNames[value]}`,
}));

/** Request a Pickup: intro banner with three highlights and the form (spec sections 2, 3, 5). */
export default function PickupRequest() {
  const { heading, intro } = formMessages.pickup;
  return (
    <FormPage
      page={pages.pickupRequest}
      heading={heading}
      intro={intro}
      banner={<Highlights />}
      aside={<ContactCard />}
    >
      <LeadForm formId="pickup" schema={PickupRequestSchema}>
        {(fields) => {
          const time = fields.pickupTime.getFieldset();
          return (
            <>
              <Field meta={fields.name} label="Full name" autoComplete="name" />
              <Field
                meta={fields.phone_number}
                label="Phone"
                type="tel"
                hint="10-digit mobile number"
                autoComplete="tel"
              />
              <Field
                meta={fields.email}
                label="Email"
                type="email"
                autoComplete="email"
                className="sm:col-span-2"
              />
              <AddressFields
                address={fields.address}
                city={fields.city}
                state={fields.state}
                pincode={fields.pincode}
              />
              <Field
                meta={fields.pickUpDate}
                label="Pickup date"
                type="date"
                min={todayInIndia()}
              />
              <Field meta={time.from} label="Pickup time (from)" type="time" hint="Optional" />
              <Field
                meta={fields.expectedPackages}
                label="Total boxes"
                type="number"
                min={1}
                inputMode="numeric"
              />
              <Field
                meta={fields.load_type}
                label="Load type"
                as="select"
                options={loadTypeOptions}
                placeholder="Choose a load type"
              />
            </>
          );
        }}
      </LeadForm>
    </FormPage>
  );
}

function Highlights() {
  return (
    <ul className="mt-8 grid gap-3 sm:grid-cols-3">
      {pickupHighlights.map(({ title, text, icon }) => {
        const Icon = icons[icon];
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
