/**
 * Questions and answers for the tracking pages, the help centre (/support) and
 * the business account page (/join-us). Spec section 2 fixes the topics and
 * counts; contact links are rendered by the components from company.ts.
 */
import { defineTexts } from "../texts";

export type Faq = { question: string; answer: string };

export type HelpCategory = { id: string; title: string; faqs: readonly Faq[] };

/** FAQ block on /track-shipment and /track-shipment-v2 (spec section 2). */
export const trackingFaqs: readonly Faq[] = [
  {
    question: "Why is my shipment delayed?",
    answer:
      "Delays usually happen because of heavy rain, road closures, traffic at check posts, festival rush or missing papers such as the e-way bill. Our team works to move your shipment on the next available truck. The tracking page shows the latest update as soon as the shipment moves.",
  },
  {
    question: "My shipment shows no expected delivery date. Why?",
    answer:
      "The expected date appears once the shipment is scanned at our first hub. If you booked only a few hours ago, please check again later. If there is still no date after one working day, call our support team with your LR number.",
  },
  {
    question: "How do I contact the delivery partner?",
    answer:
      "The delivery partner calls the receiver before reaching the address. For privacy, we do not show the partner's personal number on this site. Call our support team with your LR number, and we will pass on your message or connect you.",
  },
  {
    question: "What if I am not available at delivery?",
    answer:
      "Someone else at the address, such as a family member, colleague or security guard, can receive the shipment for you. If no one is there, the delivery partner will try again on the next working day. After repeated failed attempts, the shipment may go back to the sender, so please call our support team to plan a new time.",
  },
  {
    question: "What happens to returned or cancelled shipments?",
    answer:
      "A returned shipment travels back to the sender's address, and the tracking page shows its return journey. A cancelled shipment stops at the nearest hub and is sent back to the sender. If you paid for a cancelled booking, any refund is made to the person who paid.",
  },
];

/**
 * Help centre accordion (/support). Its refund time (5 to 7 working days) is the
 * help centre's reading in spec section 9; the terms state 7 to 10 business days.
 */
export const helpCentre: readonly HelpCategory[] = [
  {
    id: "shipment-status",
    title: "Shipment Status",
    faqs: [
      {
        question: "How do I track my shipment?",
        answer:
          "Enter your LR number on the Track Shipment page and press Track. You can find the LR number on the receipt you got at booking. The page shows every scan, from pickup to delivery.",
      },
      {
        question: "What do the tracking statuses mean?",
        answer:
          "Manifested means we have booked your shipment and it is ready to move. In Transit means it is on the way between our hubs. Out for Delivery means it is with the delivery partner in your area. Delivered means the receiver has taken it. Delayed means it is held up, and our team is working on it.",
      },
      {
        question: "My shipment is out for delivery. When will it arrive?",
        answer:
          "A shipment that is out for delivery arrives within up to 8 hours. The delivery partner calls the receiver before reaching the address. Please keep your phone switched on.",
      },
      {
        question: "Tracking has not changed for two days. What should I do?",
        answer:
          "Long trips between cities can take a day or more between scans, so this is often normal. If the status has not changed for more than two working days, call our support team with your LR number. We will check with the hub and tell you where your shipment is.",
      },
    ],
  },
  {
    id: "destination-contact",
    title: "Destination and Contact Details",
    faqs: [
      {
        question: "Can I change the delivery address after booking?",
        answer:
          "Yes, if the shipment has not yet gone out for delivery. Call our support team with your LR number and the new address with its pin code. A change to another city may cost extra and add days to the delivery.",
      },
      {
        question: "How do I update the receiver's phone number?",
        answer:
          "Call our support team with your LR number and the correct phone number. We update it before the delivery partner leaves the hub. A correct number helps the partner reach the receiver on time.",
      },
    ],
  },
  {
    id: "returns-refunds",
    title: "Returns & Refunds",
    faqs: [
      {
        question: "How do I return a shipment to the sender?",
        answer:
          "If the receiver refuses the shipment, or it cannot be delivered, we send it back to the sender's address. The sender can also ask for a return by calling our support team before delivery. Return charges depend on the route and the billing option of the booking.",
      },
      {
        question: "When will I get my refund?",
        answer:
          "Once we approve a refund, the money reaches your account in 5 to 7 working days. It goes back to the same account or method you used to pay. If you have not received it after 7 working days, call our support team.",
      },
    ],
  },
];

/** Accordion on the business account page, /join-us (spec section 2). */
export const businessAccountFaqs: readonly Faq[] = [
  {
    question: "Who can open a business account?",
    answer:
      "Any business that ships regularly can open an account: D2C brands, online sellers, traders, manufacturers, distributors, exporters and 3PL companies. Sole proprietors are welcome too. Fill in the client registration form to start.",
  },
  {
    question: "Which documents do I need?",
    answer:
      "Keep these ready: your GST certificate, the PAN card of the business, an address proof for your pickup location and the ID of the person who will manage the account. For COD shipments, we also need a cancelled cheque so we can send the collected money to your bank account.",
  },
  {
    question: "What billing and payment options do you offer?",
    answer:
      "You can choose Paid (you pay the freight at booking), To-Pay (the receiver pays the freight at delivery) or Prepaid (you add money to your account in advance and we deduct each shipment). For your customers, we offer COD (Cash on Delivery) and DOD (Demand Draft on Delivery). Credit terms for regular shippers are agreed after we review your account.",
  },
  {
    question: "How do I schedule a pickup?",
    answer:
      "Use the Pickup Request page. Choose the pickup date and time, the load type (LTL, PTL or FTL) and the number of boxes. Our team confirms the pickup, and a vehicle reaches your address in the chosen slot.",
  },
  {
    question: "What is the difference between a client and a franchise?",
    answer:
      "A client is a business that sends its own goods with us and gets an account for booking and billing. A franchise partner runs a Sahyadri Interlink booking and delivery point in their city and earns from the shipments handled there. Use client registration to ship with us, and the franchise form to partner with us.",
  },
  {
    question: "How fast is my account activated?",
    answer:
      "Our team calls you after you register to confirm your details. Your account is active as soon as we have checked your documents, usually within a few working days. Keeping your GST and PAN documents ready makes it faster.",
  },
];

/** The help centre's own words around its questions (/support). */
export const helpCentrePage = {
  /** The label of the topic links, read by screen readers. */
  topicsLabel: "Help topics",
  topics: "Topics",
  stillNeedHelp: "Still need help?",
};

/**
 * All of the above as one text module (docs/decisions/025-languages.md). The
 * help centre's categories keep their anchors (`id`) here in English: the
 * translations hold only the titles and questions, in the same order.
 */
export const texts = defineTexts("faqs", {
  trackingFaqs,
  helpCentre: helpCentre.map(({ title, faqs }) => ({ title, faqs })),
  businessAccountFaqs,
  helpCentrePage,
});
