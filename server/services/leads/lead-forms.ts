/**
 * Each lead form once: its schema, whether it has a captcha, the row it
 * stores and what its e-mails say. The pipeline in leads.ts runs them all.
 */
import type { z } from "zod";
import type { Transaction } from "../../../database/client";
import {
  clientRegistrations,
  contactMessages,
  franchiseEnquiries,
  pickupRequests,
  quoteRequests,
} from "../../../database/schema";
import type { LeadFormId } from "@core/content/forms";
import { ClientRegistrationSchema } from "@core/schemas/client-registration";
import { ContactMessageSchema } from "@core/schemas/contact-message";
import { FranchiseEnquirySchema } from "@core/schemas/franchise-enquiry";
import { PickupRequestSchema } from "@core/schemas/pickup-request";
import { QuoteRequestSchema, type QuoteRequest } from "@core/schemas/quote-request";
import type { InboxEntry } from "./lead-inbox";
import { formatRupees } from "@core/estimate";
import { EstimateQuerySchema, type EstimateQuery } from "@core/schemas/estimate";
import type { StoredEstimate } from "../../../database/schema";
import type { LeadSummary } from "./lead-emails";
import type { Sender } from "../intake/pipeline";

type LeadForm<S extends z.ZodType> = {
  schema: S;
  captcha: boolean;
  /** The PIN code fields that must name a pincode of the directory, and their values. */
  pincodes?(data: z.output<S>): Record<string, string | undefined>;
  /** The instant estimate's question, when the form asks one (/get-a-quote). */
  estimateQuery?(data: z.output<S>): EstimateQuery | null;
  /** Inserts the row and answers its id. */
  store(
    tx: Transaction,
    data: z.output<S>,
    sender: Sender,
    estimate: StoredEstimate | null,
  ): Promise<{ id: string }[]>;
  summarize(data: z.output<S>, estimate: StoredEstimate | null): LeadSummary;
  /** What the staff's inbox lists and searches of it. */
  entry(data: z.output<S>): Omit<InboxEntry, "kind">;
};

const addressPincode = (d: { pincode: string }) => ({ pincode: d.pincode });

/** "₹1,710 to ₹2,100 plus 18% GST, 3 to 4 days (indicative)", for the company's inbox. */
function describeEstimate(e: StoredEstimate | null): string | undefined {
  if (!e) return undefined;
  return `${formatRupees(e.low)} to ${formatRupees(e.high)} plus ${e.gstRatePercent}% GST, ${e.transitDays.min} to ${e.transitDays.max} days, ${e.distanceKm} km (indicative, rate card ${e.rateCard})`;
}

const define = <S extends z.ZodType>(form: LeadForm<S>) => form;

/** The spec section 9 constants the server sets on every pickup, whatever the client sends. */
export const PICKUP_COMPANY_ID = 3;
export const PICKUP_MAKE_SLOT_DEFAULT = true;

function quote(kind: "quote" | "custom") {
  return define({
    schema: QuoteRequestSchema,
    captcha: false,
    pincodes: (d) => ({
      origin_pincode: d.origin_pincode,
      destination_pincode: d.destination_pincode,
    }),
    estimateQuery: (d) => {
      const query = EstimateQuerySchema.safeParse({
        from: d.origin_pincode,
        to: d.destination_pincode,
        weight_kg: d.weight_kg,
        service: d.service,
      });
      return query.success ? query.data : null;
    },
    store: (tx, d: QuoteRequest, sender, estimate) =>
      tx
        .insert(quoteRequests)
        .values({
          ...sender,
          kind,
          name: d.name,
          email: d.email,
          phone: d.phone ?? "",
          service: d.service,
          origin: d.origin,
          destination: d.destination,
          notes: d.notes ?? "",
          originPincode: d.origin_pincode ?? null,
          destinationPincode: d.destination_pincode ?? null,
          weightKg: d.weight_kg ?? null,
          estimate,
        })
        .returning({ id: quoteRequests.id }),
    entry: (d) => ({
      name: d.name,
      email: d.email,
      phone: d.phone,
      text: d.notes,
      places: [d.origin, d.destination, d.origin_pincode, d.destination_pincode],
    }),
    summarize: (d, estimate) => ({
      label: kind === "custom" ? "Custom quote request" : "Quote request",
      inbox: "leads",
      visitor: d,
      rows: [
        ["Name", d.name],
        ["Email", d.email],
        ["Phone", d.phone],
        ["Service", d.service.toUpperCase()],
        ["Origin", [d.origin, d.origin_pincode].filter(Boolean).join(" ")],
        ["Destination", [d.destination, d.destination_pincode].filter(Boolean).join(" ")],
        ["Weight", d.weight_kg === undefined ? undefined : `${d.weight_kg} kg`],
        ["Estimate", describeEstimate(estimate)],
        ["Notes", d.notes],
      ],
    }),
  });
}

export const leadForms = {
  quote: quote("quote"),
  customQuote: quote("custom"),
  pickup: define({
    schema: PickupRequestSchema,
    captcha: false,
    pincodes: addressPincode,
    store: (tx, d, sender) =>
      tx
        .insert(pickupRequests)
        .values({
          ...sender,
          companyId: PICKUP_COMPANY_ID,
          makeThisSlotDefault: PICKUP_MAKE_SLOT_DEFAULT,
          name: d.name,
          phoneNumber: d.phone_number,
          email: d.email,
          address: d.address,
          city: d.city,
          state: d.state,
          pincode: d.pincode,
          pickupDate: d.pickUpDate,
          pickupTimeFrom: d.pickupTime?.from ?? null,
          expectedPackages: d.expectedPackages,
          loadType: d.load_type,
        })
        .returning({ id: pickupRequests.id }),
    entry: (d) => ({
      name: d.name,
      email: d.email,
      phone: d.phone_number,
      places: [d.city, d.pincode],
    }),
    summarize: (d) => ({
      label: "Pickup request",
      inbox: "leads",
      visitor: d,
      rows: [
        ["Name", d.name],
        ["Phone", d.phone_number],
        ["Email", d.email],
        ["Address", `${d.address}, ${d.city}, ${d.state} ${d.pincode}`],
        ["Pickup date", d.pickUpDate],
        ["Pickup time from", d.pickupTime?.from],
        ["Boxes", d.expectedPackages],
        ["Load type", d.load_type],
      ],
    }),
  }),
  contact: define({
    schema: ContactMessageSchema,
    captcha: false,
    store: (tx, d, sender) =>
      tx
        .insert(contactMessages)
        .values({ ...sender, ...d })
        .returning({ id: contactMessages.id }),
    entry: (d) => ({ name: d.name, email: d.email, text: `${d.subject} ${d.message}` }),
    summarize: (d) => ({
      label: "Contact message",
      inbox: "support",
      visitor: d,
      rows: [
        ["Name", d.name],
        ["Email", d.email],
        ["Subject", d.subject],
        ["Message", d.message],
      ],
    }),
  }),
  client: define({
    schema: ClientRegistrationSchema,
    captcha: true,
    pincodes: addressPincode,
    store: (tx, d, sender) =>
      tx
        .insert(clientRegistrations)
        .values({
          ...sender,
          name: d.name,
          companyName: d.company_name,
          address: d.address,
          city: d.city,
          state: d.state,
          contact: d.contact,
          email: d.email,
          pincode: d.pincode,
        })
        .returning({ id: clientRegistrations.id }),
    entry: (d) => ({
      name: d.name,
      company: d.company_name,
      email: d.email,
      phone: d.contact,
      places: [d.city, d.pincode],
    }),
    summarize: (d) => ({
      label: "Client registration",
      inbox: "leads",
      visitor: d,
      rows: [
        ["Name", d.name],
        ["Company", d.company_name],
        ["Address", `${d.address}, ${d.city}, ${d.state} ${d.pincode}`],
        ["Contact", d.contact],
        ["Email", d.email],
      ],
    }),
  }),
  franchise: define({
    schema: FranchiseEnquirySchema,
    captcha: true,
    pincodes: addressPincode,
    store: (tx, d, sender) =>
      tx
        .insert(franchiseEnquiries)
        .values({
          ...sender,
          name: d.name,
          company: d.company,
          businessType: d.business_type,
          experience: d.experience,
          investment: d.investment,
          preferredCity: d.preferred_city,
          address: d.address,
          city: d.city,
          state: d.state,
          pincode: d.pincode,
          contact: d.contact,
          email: d.email,
          message: d.message ?? "",
        })
        .returning({ id: franchiseEnquiries.id }),
    entry: (d) => ({
      name: d.name,
      company: d.company,
      email: d.email,
      phone: d.contact,
      text: d.message,
      places: [d.city, d.pincode, d.preferred_city],
    }),
    summarize: (d) => ({
      label: "Franchise enquiry",
      inbox: "leads",
      visitor: d,
      rows: [
        ["Name", d.name],
        ["Company", d.company],
        ["Business type", d.business_type],
        ["Experience", d.experience],
        ["Investment", d.investment],
        ["Preferred city", d.preferred_city],
        ["Address", `${d.address}, ${d.city}, ${d.state} ${d.pincode}`],
        ["Contact", d.contact],
        ["Email", d.email],
        ["Message", d.message],
      ],
    }),
  }),
} satisfies Record<LeadFormId, LeadForm<z.ZodType>>;
