import { defineTexts } from "../texts";
import { company } from "./company";
import { page } from "./page-info";

/** "Do we deliver to your pincode?" on /, /services and /delivery-check (CONTRACT.md "Pincodes and estimates"). */
export const texts = defineTexts("delivery-check", {
  heading: "Do we deliver to your pincode?",
  text: "Enter a 6-digit PIN code to see whether we pick up and deliver there.",
  label: "PIN code",
  submit: "Check",
  checking: "Checking…",
  yes: "Yes, we deliver to {pincode}, {place}.",
  yesMore: "Book a pickup or get a quote when you are ready.",
  notYet: "Not yet: we do not deliver to {pincode}, {place}.",
  notYetMore:
    "We are adding places all the time. Tell us what you want to send there and we will see what we can do.",
  ask: "Ask us about this pincode",
  quote: "Get a quote",
  pickup: "Request a pickup",
  unknown: "We could not find PIN code {pincode}. Check the 6 digits.",
  invalid: `Enter the 6-digit PIN code, like ${company.address.postalCode}.`,
  failed: "We could not check just now. Please try again.",
});

/** Where the answer's links lead (in the page's language). */
export const deliveryCheckLinks = {
  ask: "/contact-us",
  quote: "/get-a-quote",
  pickup: "/pickup-request",
} as const;

export const deliveryCheckPage = page(
  "/delivery-check",
  "Do We Deliver to You?",
  "Do we deliver to your pincode?",
  "Check whether Sahyadri Interlink Logistics picks up and delivers at your PIN code.",
  "Enter your PIN code to see whether we pick up and deliver there.",
  false,
);
