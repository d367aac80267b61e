/**
 * What the lead forms say (spec section 8, "Error catalogue"), per form. The
 * page forms show these; the JSON API answers `successMessage` on 201.
 */
export type LeadFormId = "quote" | "customQuote" | "pickup" | "contact" | "client" | "franchise";

export type FormMessages = {
  /** Heading of the form card. */
  heading: string;
  /** One line under the heading. */
  intro: string;
  submit: string;
  submitting: string;
  /** The dialog after an accepted submission. */
  success: { title: string; text: string };
  /** The spec's success text: the JSON API's `message` on 201. */
  successMessage: string;
  /** Heading of the error summary when fields need correcting. */
  invalidTitle: string;
  /** The server refused the submission (too many, or spam): title, and text when it gives none. */
  rejected: { title: string; fallback: string };
  /** The server could not store it, or the network failed. */
  failed: { title: string; text: string };
};

const defaults = { submit: "Submit", submitting: "Submitting..." };

export const formMessages: Record<LeadFormId, FormMessages> = {
  quote: {
    ...defaults,
    heading: "Tell us about your shipment",
    intro: "We will contact you within 24 hours with a price.",
    submit: "Get My Quote",
    success: { title: "Quote Request Sent!", text: "We will contact you within 24 hours." },
    successMessage: "We will contact you within 24 hours.",
    invalidTitle: "Oops...",
    rejected: { title: "Oops...", fallback: "Submission failed." },
    failed: { title: "Server Error", text: "Please try again later." },
  },
  customQuote: {
    ...defaults,
    heading: "Request a Custom Quote",
    intro: "Describe what you need moved or stored. We will build a quote for it.",
    submit: "Request Custom Quote",
    success: { title: "Quote Request Sent!", text: "We will contact you within 24 hours." },
    successMessage: "We will contact you within 24 hours.",
    invalidTitle: "Oops...",
    rejected: { title: "Oops...", fallback: "Submission failed." },
    failed: { title: "Server Error", text: "Please try again later." },
  },
  pickup: {
    ...defaults,
    heading: "Pickup details",
    intro: "Tell us where and when to collect your goods. We will call you to confirm.",
    submit: "Request Pickup",
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
    ...defaults,
    heading: "Send us a message",
    intro: "All fields are required.",
    submit: "Send Message",
    success: { title: "Message sent successfully!", text: "We will reply to you by email soon." },
    successMessage: "Message sent successfully!",
    invalidTitle: "All fields are required",
    rejected: { title: "Failed to submit", fallback: "Something went wrong" },
    failed: { title: "Server Error", text: "Please try again later." },
  },
  client: {
    ...defaults,
    heading: "Register as a client",
    intro: "Fields marked * are required.",
    submit: "Register",
    success: { title: "Registration Successful!", text: "Client registered successfully." },
    successMessage: "Client registered successfully.",
    invalidTitle: "Registration Failed",
    rejected: { title: "Registration Failed", fallback: "Something went wrong." },
    failed: { title: "Registration Failed", text: "Something went wrong." },
  },
  franchise: {
    ...defaults,
    heading: "Franchise registration",
    intro: "Fields marked * are required.",
    submit: "Submit Enquiry",
    success: {
      title: "Registration Successful!",
      text: "Thank you for submitting the franchise registration form.",
    },
    successMessage: "Thank you for submitting the franchise registration form.",
    invalidTitle: "Submission Failed",
    rejected: { title: "Submission Failed", fallback: "Failed to submit form. Please try again." },
    failed: { title: "Submission Failed", text: "Failed to submit form. Please try again." },
  },
};

/** The captcha's messages (spec section 8, client and franchise). */
export const captchaMessages = {
  wrongTitle: "Incorrect CAPTCHA",
  wrongText: "Please try again.",
  label: "Security question",
  hint: "Add the two numbers, so we know you are a person.",
};

/** Pickup request intro banner (spec section 2, Pickup request). */
export const pickupHighlights = [
  {
    title: "Reliable Service",
    text: "GPS-tracked trucks and a scan at every hub.",
    icon: "shield",
  },
  {
    title: "Easy Booking",
    text: "Book in a minute; we call to confirm the slot.",
    icon: "calendar",
  },
  { title: "24/7 Support", text: "Call or write to us any time, day or night.", icon: "headset" },
] as const;
