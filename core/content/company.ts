import { defineTexts } from "../texts";
/**
 * Every fact about the company in one place (CONTRACT.md "Brand and contact
 * placeholders"). Rebranding the site is an edit of this file, then a
 * rebuild: the prerendered pages carry these facts (README "Make it yours").
 * While a placeholder is left, the server warns at start and the staff
 * overview lists it to admins (core/company-placeholders.ts).
 */
export const company = {
  name: "Sahyadri Interlink Logistics",
  shortName: "SIL",
  tagline: "It is our responsibility to deliver goods on time.",
  phone: { display: "+91 98765 43210", tel: "+919876543210" },
  /** GST on goods transport: the estimate shows it, a business booking is charged it. */
  gstRatePercent: 18,
  /** The company's own GSTIN, printed on business statements once it is set; null prints none. */
  gstin: null as string | null,
  whatsapp: "https://wa.me/919876543210",
  /** Shown on the site; also where mail goes unless MAIL_TO_LEADS, MAIL_TO_SUPPORT, MAIL_TO_CAREERS say otherwise. */
  email: {
    general: "info@example.com",
    support: "support@example.com",
    careers: "careers@example.com",
  },
  address: {
    lines: ["Unit 12, Sahyadri Logistics Park", "Vasai East, Palghar", "Maharashtra 401208, India"],
    street: "Unit 12, Sahyadri Logistics Park",
    locality: "Vasai East",
    district: "Palghar",
    region: "Maharashtra",
    postalCode: "401208",
    country: "IN",
  },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/sahyadri.interlink" },
    { name: "X", href: "https://x.com/sahyadri_sil" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/sahyadri-interlink" },
  ],
  /**
   * A separate site for business shipping, when the company has one: the
   * tracking FAQ's "For Businesses" link goes there. While null it goes to
   * the business portal of this site, /business (CONTRACT.md "Business accounts").
   */
  businessSite: null as string | null,
  /**
   * When the company's desks work, in India's time: a "within 4 hours"
   * promise counts these hours only (core/working-hours.ts).
   */
  workingHours: { days: "mon-sat", opens: "09:00", closes: "19:00" },
  /**
   * Branches where a receiver may collect a shipment (CONTRACT.md "Delivery
   * options for the receiver", option `collect`). Names and addresses stay
   * in English on every page (they are addresses); `hours` are data, and
   * each page or e-mail writes them in its language (core/delivery-options.ts
   * branchHours). The head office's address is the one above.
   */
  branches: [
    {
      key: "vasai",
      name: "Vasai (head office)",
      address: "Unit 12, Sahyadri Logistics Park, Vasai East, Palghar, Maharashtra",
      pincode: "401208",
      hours: { days: "mon-sat", opens: "09:00", closes: "19:00" },
    },
    {
      key: "bhiwandi",
      name: "Bhiwandi",
      address:
        "Gala 7, Rahnal Industrial Estate, Mumbai-Nashik Highway, Bhiwandi, Thane, Maharashtra",
      pincode: "421302",
      hours: { days: "mon-sat", opens: "09:30", closes: "18:30" },
    },
    {
      key: "pune",
      name: "Pune",
      address: "Shop 3, Sahyadri Cargo Centre, Hadapsar Industrial Estate, Pune, Maharashtra",
      pincode: "411013",
      hours: { days: "mon-sat", opens: "09:30", closes: "18:30" },
    },
    {
      key: "delhi",
      name: "Delhi",
      address: "Plot 48, Sanjay Gandhi Transport Nagar, Delhi",
      pincode: "110042",
      hours: { days: "mon-sat", opens: "09:30", closes: "18:30" },
    },
  ],
  /**
   * The grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule
   * 4(4); DPDP Rules 2025, rule 9), named on /grievance. Escalations reach the
   * staff account an admin marks as grievance officer; this is who the public
   * sees.
   */
  grievanceOfficer: {
    name: "Anjali Kulkarni",
    designation: "Grievance Officer and Head of Customer Care",
    email: "grievance@example.com",
    phone: { display: "+91 98765 43211", tel: "+919876543211" },
  },
  legalLastUpdated: "June 26, 2025",
} as const;

/** Marketing figures of spec section 1; some pages state a different reading. */
export const figures = {
  yearsExperience: 22,
  yearsExperienceAlt: 11,
  states: 29,
  pincodes: "18,000+",
  shipmentsMonthly: "100,000+",
  trucks: "300+",
  staff: "5,500+",
  warehousingSqFt: "25 million",
  kmDaily: "1 million+",
  onTime: "95%+",
  support: "24/7",
} as const;

/** The company's words that Hindi and Marathi translate; names, numbers and addresses for post stay as they are. */
export const texts = defineTexts("company", {
  tagline: company.tagline,
  addressLines: company.address.lines,
});
