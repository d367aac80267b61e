/**
 * Text of /privacy-policy and /terms-and-conditions. The "last updated" date is
 * company.legalLastUpdated; the terms' fixed figures come from spec section 9.
 */
import { defineTexts } from "../texts";

export type LegalSection = { heading: string; paragraphs: readonly string[] };

export const privacyPolicy: readonly LegalSection[] = [
  {
    heading: "Who we are",
    paragraphs: [
      "This website belongs to Sahyadri Interlink Logistics (SIL), a road freight and courier company based in Vasai East, Maharashtra. This policy explains what personal data we collect on this website, why we collect it and how we protect it.",
    ],
  },
  {
    heading: "What we collect",
    paragraphs: [
      "We collect only what you type into our forms. Depending on the form, this can be your name, phone number, e-mail address, company name, and pickup or delivery addresses with city, state and pin code.",
      "When you apply for a job, we also collect your résumé, work history, skills, salary details and any profile links you choose to share.",
      "When you track a shipment, we receive the LR number you enter so that we can show its status. We do not ask for card or bank details on this website.",
    ],
  },
  {
    heading: "Why we use it",
    paragraphs: [
      "We use your details only for the reason you sent them: to prepare a quote, arrange a pickup, answer your message, open a business account, review a franchise enquiry or consider you for a job.",
      "We may call or e-mail you about that request. We do not send you marketing messages unless you ask for them.",
    ],
  },
  {
    heading: "Who we share it with",
    paragraphs: [
      "We do not sell or rent your personal data. We share it only with the delivery partners who need it to complete a pickup or delivery, for example the receiver's name, address and phone number.",
      "We may also share data with government authorities when Indian law requires it, for example for GST and e-way bill records.",
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "We keep your details only as long as we need them for the reason you sent them, or as long as the law requires us to keep business and tax records.",
      "We keep résumés while a hiring round is open. After that we delete them, unless you agree that we may keep yours for future openings.",
    ],
  },
  {
    heading: "How we protect it",
    paragraphs: [
      "Our website uses an encrypted connection (HTTPS). Only the staff who handle your request can see your details.",
      "No system is perfectly safe. If a breach affects your personal data, we will inform you and the authorities as Indian law requires.",
    ],
  },
  {
    heading: "Cookies",
    paragraphs: [
      "We use only the cookies and browser storage that the site needs to work, for example to keep forms secure. We do not use advertising cookies or tracking tools that follow you across other websites.",
      "The map on our Contact page and the WhatsApp chat link are provided by other companies. When you use them, their own privacy policies apply.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      "Under India's Digital Personal Data Protection Act, 2023, you can ask us what personal data we hold about you and how we use it. You can ask us to correct, complete, update or delete it.",
      "You can withdraw your consent at any time. After that, we stop using your data, except where the law requires us to keep it. You can also name another person to use these rights for you if you die or cannot act for yourself.",
      "If you are not happy with our reply, you may complain to the Data Protection Board of India.",
    ],
  },
  {
    heading: "Contact us about privacy",
    paragraphs: [
      "For any question or request about your personal data, write to our support team or call us. You will find the e-mail address and phone number on our Contact page. Please write 'Privacy' in the subject line so that your message reaches the right person.",
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: [
      "We may update this policy from time to time. The date at the top of this page shows when it last changed.",
    ],
  },
];

export const termsAndConditions: readonly LegalSection[] = [
  {
    heading: "About these terms",
    paragraphs: [
      "These terms apply when you use this website or book a shipment with Sahyadri Interlink Logistics (SIL). By booking a shipment, you agree to them. Please read them before you book.",
    ],
  },
  {
    heading: "Use of this website",
    paragraphs: [
      "You may use this website to track shipments, ask for quotes, request pickups and contact us. Please give true and complete details in every form.",
      "Do not try to harm the website, overload it, or collect data from it with automated tools. Tracking details are for your information; the delivery record in our system is final.",
      "The text, logos and images on this website belong to SIL. Do not copy them without our written permission.",
    ],
  },
  {
    heading: "Booking and billing",
    paragraphs: [
      "Each shipment gets an LR number at booking. Freight charges depend on weight, size, distance and service, and include GST as applicable.",
      "You can pay in one of these ways. Paid: the sender pays the freight at booking. To-Pay: the receiver pays the freight at delivery. Prepaid: business account holders pay in advance, and we deduct each shipment from the balance.",
      "We also offer COD (Cash on Delivery), where we collect the value of the goods from the receiver and pay it to the sender, and DOD (Demand Draft on Delivery), where the receiver hands over a demand draft in the sender's name, which we pass on to the sender.",
      "If the receiver refuses to pay on a To-Pay, COD or DOD shipment, the sender pays the freight and any return charges.",
    ],
  },
  {
    heading: "Documents",
    paragraphs: [
      "The sender must give us a correct invoice for every shipment and an e-way bill wherever GST law requires one. If a truck is stopped because papers are missing or wrong, the sender pays any fine and extra cost, and we are not responsible for the delay.",
    ],
  },
  {
    heading: "Packaging",
    paragraphs: [
      "The sender is responsible for packing goods well enough for road transport. Use strong boxes, fill empty space and mark fragile items clearly.",
      "We are not responsible for damage caused by weak or unsuitable packaging. We may refuse a shipment that is not packed safely.",
    ],
  },
  {
    heading: "Prohibited goods",
    paragraphs: [
      "We do not carry: cash and valuables such as gold, silver and precious stones; arms, ammunition and explosives; flammable, toxic or corrosive goods; drugs and narcotics; live animals; and any goods banned by Indian law.",
      "The sender must declare what the shipment contains and its value. If prohibited goods are found, we may stop the shipment, hand it to the authorities, and charge the sender for any cost or penalty.",
    ],
  },
  {
    heading: "Cancellation",
    paragraphs: [
      "You can cancel a booking only before pickup. Once the shipment has been picked up and is in transit, it cannot be cancelled.",
    ],
  },
  {
    heading: "Refunds",
    paragraphs: [
      "If you cancel before pickup, or if we approve a refund for another reason, we pay it to the original payment method within 7 to 10 business days.",
    ],
  },
  {
    heading: "Claims for loss or damage",
    paragraphs: [
      "You must make a claim for loss or damage within 7 days of delivery. We cannot accept claims made later.",
      "Send the LR number, photos of the goods and the packing, and a copy of the invoice. Please keep the damaged goods and packing until we have checked them.",
    ],
  },
  {
    heading: "Our liability",
    paragraphs: [
      "Our liability for loss or damage is limited to ₹5,000 or the declared value of the shipment, whichever is lower, unless you bought extra insurance for it. If you bought extra insurance, your claim is settled under that cover.",
      "We are not liable for delays or losses caused by events outside our control, such as floods, strikes, road closures, accidents or government orders.",
    ],
  },
  {
    heading: "Governing law",
    paragraphs: [
      "These terms are governed by the laws of India. The courts in Mumbai have jurisdiction over any dispute about them.",
    ],
  },
];

/**
 * Both documents as one text module (docs/decisions/025-languages.md). A
 * translated paragraph names the company as "{brand}", marked as English on
 * the page; "{date}" is company.legalLastUpdated in the page's language.
 */
export const texts = defineTexts("legal", {
  lastUpdated: "Last updated {date}",
  privacyPolicy,
  termsAndConditions,
});
