import { defineTexts } from "../texts";

/**
 * The business portal's API page, /business/api (CONTRACT.md "Business
 * accounts", "API"): the prose around the examples of
 * core/business-api-examples.ts, which stay as code in every language.
 * The booking fields' names come from the form (business-booking.ts); their
 * rules for the JSON are here, one a field of the API's schema.
 */
export const texts = defineTexts("business-api", {
  title: "Business API",
  intro:
    "Your own systems can book shipments, follow them and print their labels without opening this portal. Every call below is shown with a curl command you can run as it is, and the answer it gets.",
  contents: "On this page",
  keys: {
    title: "API keys",
    body: "Each call carries an API key of your business. A key is made by an owner, shown once, and can be revoked at any time; the owner sees when each key was last used.",
    owner: "Make and revoke keys on the API keys page",
    notOwner: "Only your business's owner can make a key: ask them for one.",
    keep: "Keep a key as secret as a password. The examples read it from the shell variable SIL_API_KEY, so it never sits in a command you share:",
  },
  read: { title: "Read a shipment and its labels" },
  base: {
    title: "Base URL",
    body: "Every call's address begins with this. Send and receive JSON (labels are PDF files); messages are in English.",
  },
  auth: {
    title: "Authentication",
    body: "Send the key in the Authorization header, as Bearer and the key. A missing, wrong or revoked key answers 401; the key of a suspended account answers 403.",
  },
  book: {
    title: "Book a shipment",
    body: "POST one shipment as JSON to /shipments. It is checked by the same rules as the booking form, booked at once with status Booked, and tracked from that moment. The answer gives its LR number and the address of its labels.",
    fields: "Fields",
    fieldsIntro:
      "Money in rupees with at most two decimals, weights in kg, sides in cm. A field the API does not know is refused, so a misspelt name never goes unnoticed.",
    required: "required",
    optional: "optional",
    name: "Name",
    rule: "Rules",
  },
  rules: {
    pickup_address:
      "The id or the label of one of your saved pickup addresses; the first saved one when left out.",
    consignee: "An object with the four fields below.",
    consignee_name: "Up to 100 characters.",
    consignee_phone: "A 10-digit Indian mobile number; +91 and spaces are allowed.",
    consignee_address: "Up to 300 characters.",
    consignee_pincode: "6 digits, a PIN code we deliver to.",
    service: "One of {values}.",
    packages: "A list of 1 to 50 package lines; at most {max} packages in all.",
    packages_count: "How many identical packages this line holds; 1 when left out.",
    packages_weight_kg: "The weight of one package, in kg.",
    packages_length_cm: "In cm, at most {side}.",
    packages_breadth_cm: "In cm, at most {side}.",
    packages_height_cm: "In cm, at most {side}.",
    declared_value: "The invoice value, in rupees.",
    invoice_no: "Up to 40 characters.",
    ewb_no: "12 digits; required when the declared value is over ₹50,000.",
    payment_mode: "One of {values}.",
    cod_amount: "Required for cod, at most the declared value; left out otherwise.",
    client_ref:
      "Your own order number, up to 40 characters, once per shipment: a second booking with the same one is refused.",
    delivery_slot: "One of {values}; any time when left out.",
    address_type: "One of {values}; office when left out.",
    consignee_updates:
      "One of {values}, or left out for no updates. By sending it you confirm, for the consignee: “{consent}” The updates go to consignee.phone, from the booked message to delivery; a channel that is not available now is refused.",
    consignee_language: "The language of those messages, one of {values}; en when left out.",
  },
  examples: {
    command: "Command",
    answer: "Answer: {status}",
    book: {
      title: "A booking",
      body: "A shipment paid by you, with an Idempotency-Key so a retry cannot book it twice.",
    },
    replay: {
      title: "The same request again",
      body: "The same Idempotency-Key with the same body books nothing new: the first answer comes back, with the same LR number and the header Idempotent-Replayed: true.",
    },
    bookCod: {
      title: "A cash-on-delivery booking",
      body: "Two identical packages, cod with its amount, and a delivery slot.",
    },
    refused: {
      title: "A refused booking",
      body: "Each mistake is named by its place in the JSON, in errors. Nothing is booked: correct every field and send it again.",
    },
    shipment: {
      title: "Read a shipment",
      body: "GET /shipments/{lr} answers its tracking, as the tracking page shows it, and the facts of its booking with their charges. Another business's LR number answers 404, as one that does not exist.",
    },
    label: {
      title: "Print its labels",
      body: "GET /shipments/{lr}/label.pdf answers one PDF, 4 × 6 in, with one label per package. The command saves it to a file.",
    },
    wrongKey: {
      title: "A wrong key",
      body: "A missing, wrong or revoked key answers 401 with the header WWW-Authenticate. Too many wrong keys from one address answer 429 for a while.",
    },
    tooMany: {
      title: "Too many requests",
      body: "Past a key's budget for the minute every call answers 429. Wait the seconds the header Retry-After gives, then carry on.",
    },
  },
  errors: {
    title: "Errors and their shape",
    body: "Every refusal is JSON with ok false and a message of one sentence. A 400 also names each wrong field in errors, by its JSON path, such as consignee.phone or packages[0].weight_kg. A 5xx never answers bad input.",
    status: "Status",
    meaning: "When",
    list: {
      s400: "Something sent is wrong (errors says what), or the JSON does not parse. Nothing is booked.",
      s401: "No key, a wrong key or a revoked key.",
      s403: "The business account is suspended.",
      s404: "No shipment of your business has this LR number.",
      s413: "The body is over 32 KB.",
      s415: "The body is not application/json.",
      s422: "This Idempotency-Key was used with another body.",
      s429: "Too many requests: wait for Retry-After.",
      s503: "Storage is unavailable for a moment: try again after Retry-After.",
    },
  },
  idempotency: {
    title: "Idempotency",
    body: "A booking can carry an Idempotency-Key header of 1 to 255 visible characters, such as your order number. If the answer is lost and you send the same request again, it answers the first answer again and books nothing twice. The same key with another body answers 422. Keys are kept a day, per business.",
  },
  limits: {
    title: "Limits",
    body: "Each key makes at most {perMinute} requests a minute; past that, 429 with Retry-After in seconds. Wrong keys are counted per address and refused for a while once there are too many. A body is at most 32 KB.",
  },
  labels: {
    title: "Labels",
    body: "The label address in a booking's answer and in a shipment's facts serves the labels as a PDF: 4 × 6 in, one per package, each with the LR number and the package as a barcode, a QR code of the tracking page and the destination PIN code. The same labels are in the portal on the booking's page.",
  },
  openapi: {
    title: "OpenAPI document",
    body: "The whole API is described in OpenAPI 3.1, made from the same rules the server checks with, for code generators and API tools:",
    link: "openapi.json",
  },
  copy: "Copy",
  copied: "Copied",
  scroll: "{what}, scrolls sideways",
});
