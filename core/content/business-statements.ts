import { defineTexts } from "../texts";

/**
 * The business portal's statements and "Dispute this charge" (CONTRACT.md
 * "Business accounts", "charges"; docs/decisions/043-statements.md).
 */
export const texts = defineTexts("business-statements", {
  statements: {
    title: "Statements",
    intro:
      "Your charges month by month: the shipments booked in each calendar month (India time), with their freight and GST as worked out when they were booked.",
    list: "Monthly statements, newest first",
    month: "Month",
    shipments: "Shipments",
    freight: "Freight",
    gst: "GST",
    total: "Total",
    files: "Statement",
    pdf: "PDF",
    csv: "CSV",
    pdfLabel: "Statement for {month} as PDF",
    csvLabel: "Statement for {month} as CSV",
    none: "Nothing booked yet: a statement appears here for each month in which you book.",
    gstNote:
      "GST is charged on each shipment's freight at the rate of its booking ({rate}% now), rounded to the paisa; a month's totals are the sums of its shipments.",
    disputeNote:
      "Think a charge is wrong? Choose “Dispute this charge” beside the shipment in Shipments: customer care answers by e-mail.",
    shipmentsLink: "Go to Shipments",
  },
  dispute: {
    link: "Dispute this charge",
  },
});
