/**
 * What the lead forms say (spec section 8, "Error catalogue"), per form. The
 * page forms show these; the JSON API answers `successMessage` on 201.
 */
import { defineTexts, type Translation } from "../texts";

export type LeadFormId = "quote" | "customQuote" | "pickup" | "contact" | "client" | "franchise";

/**
 * Everything the lead forms show (in the page's language), by form
 * and by field. The English words are the spec's. Validation messages are
 * the schemas' own, shown through the `validation` texts (app/lib/messages.ts).
 */
export const texts = defineTexts("forms", {
  messages: {
    quote: {
      submit: "Get My Quote",
      submitting: "Submitting...",
      heading: "Tell us about your shipment",
      intro: "We will contact you within 24 hours with a price.",
      success: { title: "Quote Request Sent!", text: "We will contact you within 24 hours." },
      successMessage: "We will contact you within 24 hours.",
      invalidTitle: "Oops...",
      rejected: { title: "Oops...", fallback: "Submission failed." },
      failed: { title: "Server Error", text: "Please try again later." },
    },
    customQuote: {
      submit: "Request Custom Quote",
      submitting: "Submitting...",
      heading: "Request a Custom Quote",
      intro: "Describe what you need moved or stored. We will build a quote for it.",
      success: { title: "Quote Request Sent!", text: "We will contact you within 24 hours." },
      successMessage: "We will contact you within 24 hours.",
      invalidTitle: "Oops...",
      rejected: { title: "Oops...", fallback: "Submission failed." },
      failed: { title: "Server Error", text: "Please try again later." },
    },
    pickup: {
      submit: "Request Pickup",
      submitting: "Submitting...",
      heading: "Pickup details",
      intro: "Tell us where and when to collect your goods. We will call you to confirm.",
      success: {
        title: "Pickup Request created successfully!",
        text: "We will call you to confirm the pickup slot.",
      },
      successMessage: "Pickup Request created successfully!",
      invalidTitle: "Something went wrong.",
      rejected: { title: "Something went wrong.", fallback: "Something went wrong." },
      failed: { title: "Error creating pickup request.", text: "Please try again later." },
    },
    contact: {
      submit: "Send Message",
      submitting: "Submitting...",
      heading: "Send us a message",
      intro: "All fields are required.",
      success: { title: "Message sent successfully!", text: "We will reply to you by email soon." },
      successMessage: "Message sent successfully!",
      invalidTitle: "All fields are required",
      rejected: { title: "Failed to submit", fallback: "Something went wrong" },
      failed: { title: "Server Error", text: "Please try again later." },
    },
    client: {
      submit: "Register",
      submitting: "Submitting...",
      heading: "Register as a client",
      intro: "Fields marked * are required.",
      success: { title: "Registration Successful!", text: "Client registered successfully." },
      successMessage: "Client registered successfully.",
      invalidTitle: "Registration Failed",
      rejected: { title: "Registration Failed", fallback: "Something went wrong." },
      failed: { title: "Registration Failed", text: "Something went wrong." },
    },
    franchise: {
      submit: "Submit Enquiry",
      submitting: "Submitting...",
      heading: "Franchise registration",
      intro: "Fields marked * are required.",
      success: {
        title: "Registration Successful!",
        text: "Thank you for submitting the franchise registration form.",
      },
      successMessage: "Thank you for submitting the franchise registration form.",
      invalidTitle: "Submission Failed",
      rejected: {
        title: "Submission Failed",
        fallback: "Failed to submit form. Please try again.",
      },
      failed: { title: "Submission Failed", text: "Failed to submit form. Please try again." },
    },
  },
  /** The error summary's text: one field, or "{count}" of them. */
  correctOne: "Please correct the field marked below.",
  correctMany: "Please correct the {count} fields marked below.",
  required: "Required",
  /** The success dialog's button. */
  ok: "OK",
  /** The parent of the client and franchise pages in their breadcrumb. */
  joinUs: "Join Us",
  honeypot: "Leave this field empty",
  /** The captcha's messages (spec section 8, client and franchise). */
  captcha: {
    wrongTitle: "Incorrect CAPTCHA",
    wrongText: "Please try again.",
    label: "Security question",
    hint: "Add the two numbers, so we know you are a person.",
    /** The server's question, "What is 3 + 7?", as the page shows it. */
    question: "What is {a} + {b}?",
  },
  /** Pickup request intro banner (spec section 2, Pickup request): shield, calendar, headset. */
  pickupHighlights: [
    { title: "Reliable Service", text: "GPS-tracked trucks and a scan at every hub." },
    { title: "Easy Booking", text: "Book in a minute; we call to confirm the slot." },
    { title: "24/7 Support", text: "Call or write to us any time, day or night." },
  ],
  labels: {
    fullName: "Full name",
    name: "Name",
    email: "Email",
    phone: "Phone",
    contactNumber: "Contact number",
    companyName: "Company name",
    companyOrFirm: "Company or firm",
    businessType: "Business type",
    experience: "Experience",
    investment: "Investment capacity",
    preferredCity: "Preferred city",
    message: "Message",
    subject: "Subject",
    service: "Service",
    origin: "Origin",
    destination: "Destination",
    originPincode: "Origin PIN code",
    destinationPincode: "Destination PIN code",
    weight: "Weight (kg)",
    notes: "Notes",
    pickupDate: "Pickup date",
    pickupTime: "Pickup time (from)",
    boxes: "Total boxes",
    loadType: "Load type",
    address: "Address",
    city: "City",
    state: "State",
    pincode: "PIN code",
  },
  hints: {
    mobile: "10-digit mobile number",
    optional: "Optional",
    experience: "Years in logistics or courier business",
    preferredCity: "Where you want to run the franchise",
    phoneOptional: "Optional. We may call to confirm details.",
    cityState: "City, State",
    estimatePincode: "Optional. 6 digits, for the instant estimate.",
    weight: "Optional. The total weight, like 25 or 2.5.",
    notes: "Optional. What you are sending, its weight and size, and when.",
    address: "Building, street and area.",
    pincode: "6 digits",
  },
  placeholders: {
    businessType: "Choose a business type",
    experience: "e.g. 5 years in courier",
    investment: "e.g. ₹10 lakh",
    service: "Choose a service",
    origin: "e.g. Pune, Maharashtra",
    destination: "e.g. Delhi, Delhi",
    loadType: "Choose a load type",
    state: "e.g. Maharashtra",
  },
  /** The options of the selects; the values sent stay English. */
  loadTypes: {
    LTL: "LTL - Less Than Truckload",
    PTL: "PTL - Part Truck Load",
    FTL: "FTL - Full Truck Load",
  },
  businessTypes: {
    "Sole Proprietor": "Sole Proprietor",
    Partnership: "Partnership",
    "Pvt Ltd": "Pvt Ltd",
    LLP: "LLP",
    Other: "Other",
  },
  services: {
    ptl: "Part Truck Load (PTL)",
    ltl: "Less Than Truckload (LTL)",
    ftl: "Full Truck Load (FTL)",
    cl: "Courier Logistics",
    warehousing: "Warehousing",
    express: "Express Delivery",
  },
  /** What the PIN code field says after a lookup (with JavaScript). */
  pincodeStatus: {
    unknown: "We could not find PIN code {pincode}. Check the 6 digits.",
    filled: "PIN code {pincode} is in {place}: we filled in the empty city and state fields.",
    found: "PIN code {pincode} is in {place}.",
  },
  contactCard: {
    title: "Prefer to talk?",
    office: "Our office",
    officeLabel: "Office",
    phone: "Phone",
    email: "E-mail",
    supportEmail: "Support e-mail",
    hours: "Hours",
    hoursValue: "24/7, every day of the year",
  },
  /** The instant estimate on /get-a-quote (decision 023). */
  estimate: {
    title: "Instant estimate (indicative)",
    show: "Show estimate",
    empty:
      "Enter both PIN codes, the weight and the service to see a price range and transit time.",
    range: "{low} to {high}",
    plusGst: " plus GST",
    details:
      "GST at {rate}%: {gstLow} to {gstHigh}. Transit {min} to {max} days, about {km} km by road from {from} to {to}.",
    note: "An indicative estimate from our rate card, including fuel surcharge. Your quote, sent within 24 hours, is the price.",
    /** The fields, for messages shown in the estimate box. */
    labels: {
      origin_pincode: "Origin PIN code",
      destination_pincode: "Destination PIN code",
      weight_kg: "Weight",
      service: "Service",
    },
  },
  map: {
    title: "Find our office",
    note: "The interactive map comes from Google. It loads only when you ask for it.",
    show: "Show map",
    open: "Open in Google Maps",
    newTab: "(opens in a new tab)",
  },
});

export type FormMessages = Translation<(typeof texts.en.messages)["quote"]>;

/** The lead forms' messages in English: the JSON API answers `successMessage` on 201. */
export const formMessages: Record<LeadFormId, FormMessages> = texts.en.messages;

/** The captcha's messages in English. */
export const captchaMessages = texts.en.captcha;

/** The pickup highlights' icons, in the order of their texts. */
export const pickupHighlightIcons = ["shield", "calendar", "headset"] as const;
