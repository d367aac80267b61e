/**
 * The acknowledgement a visitor receives after a form, in the language of the
 * page they sent it from (written by server/services/leads/lead-emails.ts,
 * English included). Plain text; "{name}" places are filled by the server. The
 * company's own copy stays
 * English. Never sent with a page.
 */
import { defineTexts } from "../texts";
import { company } from "./company";

export const texts = defineTexts("lead-emails", {
  greeting: "Hello,",
  thanks: "Thank you for contacting {company}.",
  reference: "Your reference number: {id}",
  next: "What happens next: {promise}",
  questions: "Questions? Call {phone} or reply to this e-mail with your reference number.",
  notYou: "If you did not send this, you can ignore this e-mail.",
  signature: company.name,
  /** Per form: the subject, what was received and what happens next. */
  kinds: {
    quote: {
      subject: "We received your quote request - {company}",
      received: "We received your quote request on our website.",
      promise: "We will contact you within 24 hours.",
    },
    customQuote: {
      subject: "We received your custom quote request - {company}",
      received: "We received your custom quote request on our website.",
      promise: "We will contact you within 24 hours.",
    },
    pickup: {
      subject: "We received your pickup request - {company}",
      received: "We received your pickup request on our website.",
      promise: "We will call you to confirm the pickup slot.",
    },
    contact: {
      subject: "We received your contact message - {company}",
      received: "We received your contact message on our website.",
      promise: "Our support team will reply soon.",
    },
    client: {
      subject: "We received your client registration - {company}",
      received: "We received your client registration on our website.",
      promise: "Our team will call you to set up your account.",
    },
    franchise: {
      subject: "We received your franchise enquiry - {company}",
      received: "We received your franchise enquiry on our website.",
      promise: "Our franchise team will call you to talk about the next steps.",
    },
    application: {
      subject: "We received your job application for {job} - {company}",
      received: "We received your job application for {job} on our website.",
      promise: "Our hiring team reads every application and will be in touch soon.",
    },
  },
});
