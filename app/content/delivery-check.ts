import { page } from "./page-info";

/** "Do we deliver to your pincode?" on /, /services and /delivery-check (CONTRACT.md "Pincodes and estimates"). */
export const deliveryCheck = {
  heading: "Do we deliver to your pincode?",
  text: "Enter a 6-digit PIN code to see whether we pick up and deliver there.",
  label: "PIN code",
  submit: "Check",
  checking: "Checking…",
  yes: (pincode: string, place: string) => `Yes, we deliver to ${pincode}, ${place}.`,
  yesMore: "Book a pickup or get a quote when you are ready.",
  notYet: (pincode: string, place: string) => `Not yet: we do not deliver to ${pincode}, ${place}.`,
  notYetMore:
    "We are adding places all the time. Tell us what you want to send there and we will see what we can do.",
  ask: { label: "Ask us about this pincode", href: "/contact-us" },
  quote: { label: "Get a quote", href: "/get-a-quote" },
  pickup: { label: "Request a pickup", href: "/pickup-request" },
  unknown: (pincode: string) => `We could not find PIN code ${pincode}. Check the 6 digits.`,
  invalid: "Enter the 6-digit PIN code, like 401208.",
  failed: "We could not check just now. Please try again.",
};

export const deliveryCheckPage = page(
  "/delivery-check",
  "Do We Deliver to You?",
  "Do we deliver to your pincode?",
  "Check whether Sahyadri Interlink Logistics picks up and delivers at your PIN code.",
  "Enter your PIN code to see whether we pick up and deliver there.",
  false,
);
