/**
 * Customer care's e-mails to the visitor (CONTRACT.md "Customer
 * care"), in the language of the page where the request was raised
 * (server/services/support/ticket-emails.ts). Plain text; "{name}" places
 * are filled by the server. None quotes what the visitor wrote: a stranger's
 * address cannot be used to relay words through us; a staff reply is quoted,
 * since the company wrote it. Dates end in "IST". Never sent with a page.
 */
import { defineTexts } from "../texts";
import { company } from "./company";

export const texts = defineTexts("support-emails", {
  ackSubject: "We have your request {number}",
  /** One line each; "" is an empty line. */
  ackBody: [
    "Thank you for writing to us. Your ticket number is {number}.",
    "",
    "What we promise:",
    "- We will acknowledge it by {acknowledgeBy}.",
    "- We will resolve it by {resolveBy}.",
    "If we do not, it goes to our grievance officer by itself.",
    "",
    "See where it stands, reply or add photos here:",
    "{ticketUrl}",
  ],
  replySubject: "Reply to your request {number}",
  /** {reply} is the team's reply as written, its own lines. */
  replyBody: [
    "Our customer care team has replied to your request {number}:",
    "",
    "{reply}",
    "",
    "Answer it or see the whole conversation here:",
    "{ticketUrl}",
  ],
  escalatedSubject: "Your request {number} is with our grievance officer",
  escalatedBody: [
    "Your request {number} has been passed to our grievance officer, {officer}.",
    "They will see that it is answered.",
    "",
    "See where it stands:",
    "{ticketUrl}",
  ],
  resolvedSubject: "Your request {number} is resolved",
  resolvedBody: [
    "We have resolved your request {number}.",
    "",
    "If it is not resolved for you, reply within 7 days and we will look at it again.",
    "Please tell us how we did: rate our help from 1 to 5 here:",
    "{ticketUrl}",
  ],
  /** The link works this long. */
  linkNote: "The link works for 90 days.",
  signature: `${company.name} customer care`,
});
