import type { AlertLanguage } from "~/schemas/tracking-alerts";
import { company } from "./company";
import { page } from "./page-info";

type AlertEvent = { status: string; location: string; remarks: string; when: string };

/**
 * The words of tracking alerts, per language of the page where the visitor
 * subscribed (issue 16). Only English exists yet; Hindi and Marathi will be
 * added here, keyed the same way.
 */
export const alertTexts: Record<
  AlertLanguage,
  {
    confirmSubject: (lrNo: string) => string;
    confirmBody: (a: { lrNo: string; confirmUrl: string; pageUrl: string }) => string;
    alertSubject: (lrNo: string, status: string) => string;
    alertBody: (a: {
      lrNo: string;
      event: AlertEvent;
      pageUrl: string;
      unsubscribeUrl: string;
      final: boolean;
    }) => string;
  }
> = {
  en: {
    confirmSubject: (lrNo) => `Confirm e-mail updates for shipment ${lrNo}`,
    confirmBody: ({ lrNo, confirmUrl, pageUrl }) =>
      [
        `Someone, we hope you, asked for e-mail updates about shipment ${lrNo} on our website.`,
        "",
        "To receive them, confirm here (the link works for 7 days):",
        confirmUrl,
        "",
        "If it was not you, ignore this e-mail: nothing more will be sent.",
        "",
        `Track the shipment now: ${pageUrl}`,
        "",
        company.name,
      ].join("\n"),
    alertSubject: (lrNo, status) => `Shipment ${lrNo}: ${status}`,
    alertBody: ({ lrNo, event, pageUrl, unsubscribeUrl, final }) =>
      [
        `New update for shipment ${lrNo}:`,
        "",
        `${event.status}${event.location ? ` at ${event.location}` : ""}, ${event.when}`,
        ...(event.remarks ? [event.remarks] : []),
        "",
        `Every step of the journey: ${pageUrl}`,
        "",
        final
          ? "This is the last update we send about this shipment."
          : "We will write again at the next update, until the shipment is delivered.",
        `Stop these e-mails: ${unsubscribeUrl}`,
        "",
        company.name,
      ].join("\n"),
  },
};

/** What the tracking page and the alert pages say (English only, as the site). */
export const alertPageTexts = {
  heading: "Get updates by e-mail",
  intro:
    "We will e-mail you at each new step of this shipment until it is delivered. First we send a link to confirm your address.",
  emailLabel: "Your e-mail address",
  submit: "Send me updates",
  busy: "Sending...",
  sent: "Check your inbox: we sent a link to confirm. Updates start once you confirm.",
  privacy: "We use your address only for these updates and forget it 60 days after the last one.",
  finished: "This shipment has reached its last step, so there will be no more updates.",
  notFound: "There is no shipment with this LR number.",
  limited: "Too many requests for updates. Please wait and try again later.",
  confirmHeading: "Confirm e-mail updates",
  confirmIntro: (lrNo: string) =>
    `Confirm that you want an e-mail at each new step of shipment ${lrNo}.`,
  confirmButton: "Confirm updates",
  confirmed: (lrNo: string) => `Done: we will e-mail you at each new step of shipment ${lrNo}.`,
  confirmInvalid:
    "This confirmation link has expired or was already used up. Ask for updates again on the shipment's page.",
  unsubscribeHeading: "Stop e-mail updates",
  unsubscribeIntro: (lrNo: string) => `Stop the e-mails about shipment ${lrNo}.`,
  unsubscribeButton: "Stop updates",
  unsubscribed:
    "You will get no more e-mails about this shipment, and we have deleted your address.",
  unsubscribeInvalid: "These updates are already stopped: we have no address for this link.",
};

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
