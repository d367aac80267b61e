import { defineTexts } from "../texts";

/**
 * The business portal's webhook page (CONTRACT.md "Business accounts",
 * "webhook"; docs/decisions/042-business-webhooks.md): the URL and its rule,
 * the secret shown once, turning it off, what is sent, and the deliveries.
 */
export const texts = defineTexts("business-webhook", {
  title: "Webhook",
  intro:
    "Give us one address of your own system and we send it every new tracking event of your shipments as it happens.",
  urlLabel: "Webhook URL",
  urlHint: "An https:// address. For tests on this computer, http:// to 127.0.0.1 or localhost.",
  save: "Save URL",
  saveChange: "Change URL",
  done: {
    set: "The webhook is on. Copy the secret below now.",
    changed: "The URL is changed. The secret is the same as before.",
    secret: "A new secret is made. Copy it below now: the old one no longer works.",
    off: "The webhook is off. Nothing more is sent, and what was waiting is stopped.",
    on: "The webhook is on again. New events are sent from now.",
    removed: "The webhook is removed. Its deliveries stay listed below.",
    again: "It will be sent again in a moment.",
  },
  secret: {
    title: "Your signing secret",
    text: "Copy it now and keep it in your system: it is shown only this once. If you lose it, make a new one.",
    label: "Secret",
  },
  settings: {
    title: "Your webhook",
    on: "On",
    off: "Off",
    sendsTo: "Sends to {host}",
    none: "No webhook is set yet.",
    newSecret: "Make a new secret",
    turnOff: "Turn off",
    turnOn: "Turn on",
    remove: "Remove webhook",
    confirmRemove: "Yes, remove the webhook",
  },
  errors: {
    empty: "Enter the URL of your system.",
    tooLong: "This URL is too long: at most 2,000 characters.",
    notUrl: "This is not a web address. It should start with https://",
    scheme: "The address must start with https://",
    httpNotLocal:
      "An http:// address is only allowed to this computer (127.0.0.1 or localhost). Use https://",
    credentials: "Take the user name and password out of the address.",
    unavailable: "Webhooks cannot be set up on this server yet. Call or write to us.",
    confirm: "Tick the box to confirm.",
    off: "Turn the webhook on first.",
  },
  about: {
    title: "What we send",
    text: "Each new tracking event is sent once as a POST with a JSON body. If your system does not answer with a 2xx status within 10 seconds, we try again with growing pauses for a day.",
    headers:
      "The header X-SIL-Signature is sha256= and the HMAC-SHA256 of the exact body under your secret, in hex. Idempotency-Key is the same on every try of one event: use it to ignore repeats.",
    example: "An example body",
  },
  list: {
    title: "Deliveries",
    none: "Nothing has been sent yet.",
    lr: "LR number",
    event: "Event",
    state: "State",
    tries: "Tries",
    answer: "Last answer",
    time: "Time",
    queued: "Queued {time}",
    lastTry: "Last try {time}",
    noAnswer: "No answer",
    sendAgain: "Send again",
    sendAgainName: "Send the {status} event of {lr} again",
    page: "Page {page} of {pages}",
    previous: "Previous",
    next: "Next",
    pages: "Pages of deliveries",
  },
  states: {
    pending: "Waiting",
    sent: "Delivered",
    failed: "Failed",
  },
});
