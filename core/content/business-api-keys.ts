import { defineTexts } from "../texts";

/**
 * The business portal's API keys page (CONTRACT.md "Business accounts",
 * "API"; docs/decisions/041-business-api.md): an owner makes, sees once,
 * and revokes the keys the business's systems use.
 */
export const texts = defineTexts("business-api-keys", {
  title: "API keys",
  intro:
    "Your own systems book and follow shipments through our API with a key. Give each system its own key, so you can revoke one without stopping the others.",
  guide: "How to use the API, with examples to copy",
  docs: "The API described for your developers (OpenAPI 3.1, JSON)",
  makeTitle: "Make a key",
  name: "Name of the key",
  nameHint: "What uses it, like “Warehouse system” or “Online shop”. Up to 60 characters.",
  make: "Make key",
  nameNeeded: "Give the key a name of up to 60 characters.",
  tooMany: "This business already has 20 keys in use. Revoke one you no longer need first.",
  unavailable:
    "API keys cannot be made on this server yet: it needs its secret set. Call or write to us.",
  shownOnce: "Your new key “{name}”",
  copyNow:
    "Copy it now and keep it somewhere safe, such as your system's settings. It is shown only this once: we keep only a fingerprint of it.",
  keyLabel: "The new API key",
  listTitle: "Your keys",
  none: "No keys yet.",
  columns: {
    name: "Name",
    prefix: "Starts with",
    made: "Made",
    lastUse: "Last used",
    state: "State",
  },
  madeBy: "{when} by {who}",
  never: "Never",
  live: "In use",
  revoked: "Revoked {when} by {who}",
  revoke: "Revoke",
  revokeLabel: "Revoke the key “{name}”",
  revokeConfirm: "Yes, revoke “{name}”: systems using it stop at once",
  revokeNeeded: "Tick the box to confirm, then press Revoke.",
  revokedDone: "The key is revoked. Requests with it are now refused.",
  someone: "someone no longer here",
});
