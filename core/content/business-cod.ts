import { defineTexts } from "../texts";

/**
 * The business portal's COD page (CONTRACT.md "Business accounts", "COD";
 * decision 044): per cod shipment the COD due, collected and remitted, and
 * the totals owed to the business.
 */
export const texts = defineTexts("business-cod", {
  title: "Cash on delivery",
  intro:
    "The cash our crews collect on your COD shipments, and the bank transfers that pay it to you.",
  owed: "Collected, still to be paid to you",
  dueNotCollected: "COD due, not collected yet",
  remittedTotal: "Paid to you so far",
  filters: "Show",
  states: {
    all: "All COD shipments",
    due: "Not collected yet",
    collected: "Collected, not paid yet",
    remitted: "Paid to you",
  },
  lr: "LR number",
  booked: "Booked {date}",
  due: "COD due",
  collected: "Collected",
  remitted: "Paid to you",
  notCollected: "Not collected yet",
  deliveredNotRecorded: "Delivered; the amount collected is not recorded yet",
  collectedOn: "{amount} on {date}",
  differs: "differs from the COD due",
  notRemitted: "Not paid yet",
  remittedBy: "{date}, bank reference {ref}",
  count: "{count} shipments",
  countOne: "1 shipment",
  none: "No COD shipments here.",
  page: "Page {page} of {pages}",
  previous: "Previous page",
  next: "Next page",
});
