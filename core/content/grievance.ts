/**
 * Text of /grievance (CONTRACT.md "Customer care", the grievance
 * officer): who the officer is, the steps from customer care to the consumer
 * commission, the promises and the terms' claim limits. The officer's name
 * and contact details are company.ts's; the hours, days and rupees are
 * core/support.ts's, filled into the "{name}" places (grievancePlaces) where
 * the page shows them, so no language types a figure.
 */
import { CLAIMS, PROMISES } from "../support";
import { defineTexts } from "../texts";
import { company } from "./company";

/**
 * Where a consumer goes after us (Consumer Protection Act, 2019): the
 * government's National Consumer Helpline, and e-Jagriti, where complaints
 * to the consumer commissions are filed online (it replaced e-Daakhil in
 * January 2025).
 */
export const consumerHelp = {
  helpline: { display: "1915", tel: "1915" },
  helplineSite: { display: "consumerhelpline.gov.in", href: "https://consumerhelpline.gov.in" },
  commissionSite: { display: "e-jagriti.gov.in", href: "https://e-jagriti.gov.in" },
} as const;

/** The figures the texts name by "{name}" places, in every language. */
export const grievancePlaces = {
  acknowledgeHours: PROMISES.acknowledgeHours,
  resolveDays: PROMISES.resolveDays,
  escalateDays: PROMISES.escalateUnresolvedDays,
  visitorEscalateHours: PROMISES.visitorEscalateHours,
  claimDays: CLAIMS.withinDaysOfDelivery,
  liability: `₹${new Intl.NumberFormat("en-IN").format(CLAIMS.liabilityRupees)}`,
} as const;

/**
 * "{officer}" is the officer's name, "{helpline}", "{helplineSite}" and
 * "{commissionSite}" are links (consumerHelp); the rest are grievancePlaces.
 */
export const texts = defineTexts("grievance", {
  officer: {
    heading: "Contact the grievance officer",
    designation: company.grievanceOfficer.designation,
    email: "E-mail",
    phone: "Phone",
    address: "Office address",
    note: "Please give your ticket number, so that we can find your request quickly.",
  },
  steps: {
    heading: "How to get a problem solved",
    items: [
      {
        title: "Customer care",
        text: "Raise a request on our website. You get a ticket number at once. Use it to see where your request stands.",
        link: { label: "Raise a request", href: "/support/request" },
      },
      {
        title: "Grievance officer",
        text: "If customer care has not solved it, your request goes to our grievance officer, {officer}. It goes there by itself if we miss a promise below. After {visitorEscalateHours} hours you can also send it there yourself, from your ticket's page.",
      },
      {
        title: "Consumer commission",
        text: "Still not solved? Call the National Consumer Helpline on {helpline}, free of charge, or visit {helplineSite}. You can also complain to the consumer commission online, on e-Jagriti (earlier e-Daakhil): {commissionSite}.",
      },
    ],
  },
  personalData: {
    heading: "About your personal data",
    paragraphs: [
      "The grievance officer also answers questions about your personal data: what we hold, how we use it, and how to correct or delete it.",
      "If you are not happy with the answer, you can complain to the Data Protection Board of India under the Digital Personal Data Protection Act, 2023.",
    ],
  },
  promises: {
    heading: "What we promise",
    items: [
      "We acknowledge your request within {acknowledgeHours} hours.",
      "We resolve it within {resolveDays} days.",
      "If we do not acknowledge it within {acknowledgeHours} hours, or have not resolved it within {escalateDays} days, it goes to the grievance officer by itself.",
      "Once {visitorEscalateHours} hours have passed, you can send it to the grievance officer yourself.",
    ],
  },
  claims: {
    heading: "Claims for loss or damage",
    items: [
      "Make your claim within {claimDays} days of delivery.",
      "We pay up to {liability} or the declared value of your shipment, whichever is lower, unless you bought extra insurance for it. If you bought extra insurance, your claim is settled under that cover.",
    ],
    /** "{terms}" is termsLink. */
    terms: "The full rules are in our {terms}.",
    termsLink: { label: "Terms and Conditions", href: "/terms-and-conditions" },
  },
});
