/**
 * Which of the company's facts are still the placeholders the site was built
 * with (CONTRACT.md "Brand and contact placeholders"). The server warns at
 * start, one line per fact, and the staff overview lists them to admins, so
 * an install does not send leads to example.com unnoticed.
 */
import type { company } from "./content/company";

type Facts = typeof company;
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> };
/** The shape of core/content/company.ts, with any values. */
export type CompanyFacts = Widen<Facts>;

export const COMPANY_FILE = "core/content/company.ts";

/** The contract's placeholder values, as written in core/content/company.ts. */
const PLACEHOLDER = {
  name: "Sahyadri Interlink Logistics",
  tel: "+919876543210",
  whatsapp: "https://wa.me/919876543210",
  street: "Unit 12, Sahyadri Logistics Park",
  social: [
    "https://www.facebook.com/sahyadri.interlink",
    "https://x.com/sahyadri_sil",
    "https://www.linkedin.com/company/sahyadri-interlink",
  ],
};

/** RFC 2606's names can never be the company's: mail there is lost. */
const RESERVED = /(^|[.@/])example\.(com|org|net)(\/|$)|\.(example|invalid|test)(\/|$)/i;
const reserved = (value: string) => RESERVED.test(value.trim());

export type Placeholder = { fact: string; value: string };

export function placeholdersIn(facts: CompanyFacts): Placeholder[] {
  const found: Placeholder[] = [];
  const check = (fact: string, value: string, placeholder: boolean) => {
    if (placeholder) found.push({ fact, value });
  };
  check("company name", facts.name, facts.name === PLACEHOLDER.name);
  check("phone", facts.phone.display, facts.phone.tel === PLACEHOLDER.tel);
  check("WhatsApp", facts.whatsapp, facts.whatsapp === PLACEHOLDER.whatsapp);
  check("general e-mail", facts.email.general, reserved(facts.email.general));
  check("support e-mail", facts.email.support, reserved(facts.email.support));
  check("careers e-mail", facts.email.careers, reserved(facts.email.careers));
  check("address", facts.address.lines.join(", "), facts.address.street === PLACEHOLDER.street);
  for (const page of facts.social)
    check(`${page.name} page`, page.href, PLACEHOLDER.social.includes(page.href));
  check(
    "grievance officer's e-mail",
    facts.grievanceOfficer.email,
    reserved(facts.grievanceOfficer.email),
  );
  if (facts.businessSite !== null)
    check("business site", facts.businessSite, reserved(facts.businessSite));
  return found;
}

/** The line the server writes at start for one placeholder. */
export const placeholderWarning = ({ fact, value }: Placeholder) =>
  `placeholder in use: the ${fact} is still ${value}; change it in ${COMPANY_FILE} and rebuild (README "Make it yours")`;
