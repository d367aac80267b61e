/**
 * The e-mails of the receiver's delivery options: the answer to a
 * request, sent when the receiver gave an address, and the note to alert
 * subscribers when a shipment has had no update for 48 hours. Written in
 * the language of the page where the request (or the subscription) was made
 * (server/services/delivery-emails.ts). Plain text; "{name}" places are
 * filled by the server. Never sent with a page.
 */
import { defineTexts } from "../texts";
import { company } from "./company";

export const texts = defineTexts("delivery-emails", {
  acceptedSubject: "Shipment {lrNo}: your request is accepted",
  declinedSubject: "Shipment {lrNo}: we could not accept your request",
  /** What the receiver asked, by option. */
  asked: {
    reschedule: "You asked us to deliver shipment {lrNo} on {date}.",
    instructions: "You sent instructions for the driver of shipment {lrNo}.",
    phone: "You gave the driver of shipment {lrNo} another mobile number.",
    collect: "You asked to collect shipment {lrNo} from our {branch} branch.",
  },
  /** The answer when it is accepted, by option. */
  accepted: {
    reschedule: "We have accepted it: the new expected delivery date is {date}.",
    instructions: "We have accepted them: the driver will have them.",
    phone: "We have accepted it: the driver will call that number.",
    collect:
      "We have accepted it. Collect it from {branch}, {address} {pincode}, {hours}. Please bring the LR number and a photo identity card.",
  },
  declined: "We could not accept it. Our team's reason: {reason}",
  declinedNext: "You can ask for something else on the shipment's page, or call us on {phone}.",
  page: "The shipment's page: {pageUrl}",
  /** A branch's opening days, by the key in company.ts `branches[].hours.days`. */
  days: { "mon-sat": "Monday to Saturday" },
  hours: "{days}, {opens} to {closes}",
  silenceSubject: "Shipment {lrNo}: no update for 2 days",
  silenceBody: [
    "We have had no new update about shipment {lrNo} since {when}.",
    "",
    "We are checking where it is and will write again at its next update.",
    "If you need help now, report a problem: {problemUrl}",
    "",
    "Track the shipment: {pageUrl}",
  ],
  stop: "Stop these e-mails: {unsubscribeUrl}",
  signature: company.name,
});
