/**
 * "Get updates by e-mail" on a shipment's page and the two pages its e-mails
 * link to. The e-mails themselves: ./tracking-alert-emails.ts.
 */
import { defineTexts } from "../texts";
import { page } from "./page-info";

/** What the tracking page and the alert pages say. */
export const alertPageTexts = {
  heading: "Get updates by e-mail",
  intro:
    "We will e-mail you at each new step of this shipment until it is delivered. First we send a link to confirm your address.",
  emailLabel: "Your e-mail address",
  submit: "Send me updates",
  busy: "Sending...",
  sent: "Check your inbox: we sent a link to confirm. Updates start once you confirm.",
  /** Asked again within the hour: nothing sent. */
  alreadySent:
    "We already sent a link to confirm to this address less than an hour ago. Check your inbox and spam folder: the link works for 7 days. You can ask for a new one after an hour.",
  privacy: "We use your address only for these updates and forget it 60 days after the last one.",
  finished: "This shipment has reached its last step, so there will be no more updates.",
  notFound: "There is no shipment with this LR number.",
  limited: "Too many requests for updates. Please wait and try again later.",
  /** The service could not store the request. */
  unavailable: "Please try again later.",
  /** The page's action, when the URL holds no LR number or the form did not arrive whole. */
  notAnLrNumber: "Not an LR number.",
  notSent: "The form was not sent properly. Please try again.",
  confirmHeading: "Confirm e-mail updates",
  confirmIntro: "Confirm that you want an e-mail at each new step of shipment {lrNo}.",
  confirmButton: "Confirm updates",
  confirmed: "Done: we will e-mail you at each new step of shipment {lrNo}.",
  confirmInvalid:
    "This confirmation link has expired or was already used up. Ask for updates again on the shipment's page.",
  /** The link to the shipment's page once confirmed. */
  track: "Track {lrNo}",
  unsubscribeHeading: "Stop e-mail updates",
  unsubscribeIntro: "Stop the e-mails about shipment {lrNo}.",
  unsubscribeButton: "Stop updates",
  unsubscribed:
    "You will get no more e-mails about this shipment, and we have deleted your address.",
  unsubscribeInvalid: "These updates are already stopped: we have no address for this link.",
};

export const texts = defineTexts("tracking-alerts", alertPageTexts);

/**
 * The messages of a refused request that are this module's own, by their
 * English words: the page shows them in its language (the others are the
 * form's validation messages, shown through the `validation` texts).
 */
export const refusalKeys = [
  "finished",
  "notFound",
  "limited",
  "unavailable",
  "notAnLrNumber",
  "notSent",
] as const satisfies readonly (keyof typeof alertPageTexts)[];

export const alertPages = {
  confirm: page(
    "/tracking-alerts/confirm",
    "Confirm e-mail updates",
    "Confirm e-mail updates",
    "Confirm e-mail updates about a shipment.",
    "",
    false,
  ),
  unsubscribe: page(
    "/tracking-alerts/unsubscribe",
    "Stop e-mail updates",
    "Stop e-mail updates",
    "Stop e-mail updates about a shipment.",
    "",
    false,
  ),
};
