/**
 * Sales' replies to a lead by e-mail, from the staff console: a template per
 * kind of lead in the lead's language, which the staff member edits before
 * sending (server/services/leads/lead-replies.ts
 * fills the places). "[[ … ]]" marks what the sender must write: a reply
 * still holding it is refused. Plain text; never sent with a page.
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("lead-replies", {
  greeting: "Dear {name},",
  questions: "If you have any questions, reply to this e-mail or call us on {phone}.",
  regards: "Regards,",
  /** Per kind of lead: the subject and the lines after the greeting. */
  kinds: {
    quote: {
      subject: "Your quote for {route} - {company}",
      lines: [
        "Thank you for asking us for a quote for {route}.",
        "",
        "[[Our price and the transit time for this route]]",
        "",
        "Reply to this e-mail and we will book the shipment for you.",
      ],
    },
    customQuote: {
      subject: "Your quote for {route} - {company}",
      lines: [
        "Thank you for asking us for a custom quote for {route}.",
        "",
        "[[Our price, the vehicle and the transit time for this load]]",
        "",
        "Reply to this e-mail and we will book the shipment for you.",
      ],
    },
    pickup: {
      subject: "Your pickup on {date} - {company}",
      lines: [
        "Thank you for your pickup request for {date} from {city}.",
        "",
        "[[The pickup slot we confirm, or another one we suggest]]",
      ],
    },
    contact: {
      subject: "Re: {subject}",
      lines: ["Thank you for your message.", "", "[[Our answer]]"],
    },
    client: {
      subject: "Your business account with {company}",
      lines: [
        "Thank you for registering {business} as a client of {company}.",
        "",
        "[[The next step to open the business account]]",
      ],
    },
    franchise: {
      subject: "Your franchise enquiry - {company}",
      lines: [
        "Thank you for your interest in a {company} franchise in {city}.",
        "",
        "[[The next step, e.g. a call or a meeting]]",
      ],
    },
  },
});
