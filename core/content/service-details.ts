/**
 * Body of each service page, /services/{slug} (spec section 2, Service pages).
 * Billing options follow spec section 1: Paid, To-Pay and Prepaid for freight,
 * COD and DOD for courier and express shipments.
 */
import { defineTexts } from "../texts";
import { figures } from "./company";
import type { Service } from "./services";

export type ServiceFeature = { title: string; text: string };

export type BillingOption = { name: string; text: string };

export type Billing = { title: string; text: string; options: readonly BillingOption[] };

export type ServiceDetail = {
  slug: Service["slug"];
  lead: string;
  /** Exactly six per service, one per cell of the feature grid. */
  features: readonly ServiceFeature[];
  idealFor: readonly string[];
  billing?: Billing;
};

const freightBilling: Billing = {
  title: "Pay the way that suits you",
  text: "Choose who pays the freight, and when, at the time you book. Business accounts can use a different option for each shipment.",
  options: [
    { name: "Paid", text: "You pay the freight when you book." },
    { name: "To-Pay", text: "The receiver pays the freight at delivery." },
    {
      name: "Prepaid",
      text: "Business account holders pay in advance, and we deduct each shipment from the balance.",
    },
  ],
};

const parcelBilling: Billing = {
  title: "Let your customers pay on delivery",
  text: "Sell to customers who want to pay when the parcel arrives. We collect for you and settle to your account.",
  options: [
    {
      name: "COD (Cash on Delivery)",
      text: "We collect the value of the goods from the receiver and pay it into your bank account.",
    },
    {
      name: "DOD (Demand Draft on Delivery)",
      text: "The receiver hands over a demand draft in your name, and we bring it back to you.",
    },
  ],
};

export const serviceDetails: Record<Service["slug"], ServiceDetail> = {
  ptl: {
    slug: "ptl",
    lead: "With Part Truck Load, your goods share a truck with other loads going the same way. You pay only for the space and weight you use, and your goods are handled less often than in a hub-to-hub service. It is the right choice when your load is too big for courier but does not fill a truck.",
    features: [
      {
        title: "Pay for your space only",
        text: "Freight is charged on the weight and space your goods take, not on the whole truck.",
      },
      {
        title: "Less handling",
        text: "Your goods stay on the same truck for most of the trip, so there is less loading and unloading.",
      },
      {
        title: "GPS tracking",
        text: `Every load travels on one of our ${figures.trucks} GPS-enabled trucks, and you can track it with your LR number.`,
      },
      {
        title: "Pickup from your door",
        text: "We collect from your factory, shop or godown at the time you choose.",
      },
      {
        title: "GST and e-way bill help",
        text: "Our team checks the invoice and e-way bill before pickup, so the truck is not stopped on the road.",
      },
      {
        title: "Regular routes",
        text: "Fixed departures on busy routes between major cities help you plan stock in advance.",
      },
    ],
    idealFor: [
      "Traders and distributors with regular mid-size loads",
      "Manufacturers refilling depots in other cities",
      "Stock moves before festival seasons",
      "Businesses that cannot fill a full truck",
    ],
    billing: freightBilling,
  },
  ltl: {
    slug: "ltl",
    lead: "Less Than Truckload moves your pallets, cartons and cases through our hub network. We combine your goods with other shipments to keep the cost low, and scan them at every hub. You can send a few cartons or a few pallets, as often as you need.",
    features: [
      {
        title: "Small loads welcome",
        text: "Send a few cartons or several pallets. There is no need to wait until you fill a truck.",
      },
      {
        title: "Lower cost",
        text: "We combine loads from many customers, so you share the cost of the truck.",
      },
      {
        title: "Scanned at every hub",
        text: "Each carton is scanned when it arrives at and leaves a hub, so the tracking page is always up to date.",
      },
      {
        title: "Wide reach",
        text: `Our hubs connect ${figures.states} states and ${figures.pincodes} pin codes.`,
      },
      {
        title: "Proof of delivery",
        text: "Download the signed proof of delivery from the tracking page once the shipment is delivered.",
      },
      {
        title: "Pickup on your schedule",
        text: "Book a pickup online and set a regular slot for repeat shipments.",
      },
    ],
    idealFor: [
      "D2C brands refilling marketplace warehouses",
      "Distributors supplying dealers in many towns",
      "Online sellers sending bulk stock",
      "Small businesses with regular carton shipments",
    ],
    billing: freightBilling,
  },
  ftl: {
    slug: "ftl",
    lead: "Full Truck Load gives you a whole GPS-enabled truck for your goods alone. We load at your dock and drive straight to the destination, with no transhipment on the way. It is the fastest and safest way to move large loads between cities.",
    features: [
      {
        title: "A truck only for you",
        text: "No other goods share your truck, so your load is handled only at loading and unloading.",
      },
      {
        title: "Direct route",
        text: "The truck goes straight from pickup to delivery, with no stops at hubs.",
      },
      {
        title: "Live GPS tracking",
        text: `Our ${figures.trucks} GPS-enabled trucks report their location all through the trip.`,
      },
      {
        title: "Right truck for the load",
        text: "Choose open or closed-body trucks in the size that suits your goods.",
      },
      {
        title: "Trained drivers",
        text: "Our drivers know the highways, check posts and paperwork rules across India.",
      },
      {
        title: "On-time record",
        text: `${figures.onTime} of our shipments reach on time, with ${figures.kmDaily} km driven every day.`,
      },
    ],
    idealFor: [
      "Manufacturers sending large or heavy loads",
      "Plant-to-warehouse and port transfers",
      "High-value goods that need less handling",
      "Urgent bulk orders with a fixed deadline",
    ],
    billing: freightBilling,
  },
  cl: {
    slug: "cl",
    lead: `Courier Logistics picks up your documents and parcels from your door and delivers them across ${figures.pincodes} pin codes. Every parcel gets an LR number that you and the receiver can track online. It works for one parcel or hundreds a day.`,
    features: [
      {
        title: "Door-to-door service",
        text: "We pick up from your home, shop or office and deliver to the receiver's door.",
      },
      {
        title: "Pan-India reach",
        text: `We deliver in ${figures.states} states and ${figures.pincodes} pin codes, from big cities to small towns.`,
      },
      {
        title: "Online tracking",
        text: "Track every parcel with its LR number and share the tracking page on WhatsApp or by e-mail.",
      },
      {
        title: "Cash and draft on delivery",
        text: "Let your customers pay when they receive the parcel, with COD or DOD.",
      },
      {
        title: "Proof of delivery",
        text: "Download the proof of delivery once the parcel has been handed over.",
      },
      {
        title: "Returns handled",
        text: "If a parcel cannot be delivered, we bring it back to you and show the return journey on tracking.",
      },
    ],
    idealFor: [
      "Online sellers and D2C brands",
      "Offices sending documents and samples",
      "Families sending parcels to other cities",
    ],
    billing: parcelBilling,
  },
  warehousing: {
    slug: "warehousing",
    lead: `Store your goods in our managed warehouses, with ${figures.warehousingSqFt} sq ft of space across India. We receive your stock, keep count, and pick, pack and dispatch your orders. Because our warehouses connect to our own trucks, your orders leave quickly.`,
    features: [
      {
        title: "Space that grows with you",
        text: "Take more space in festival season and less when sales are slow.",
      },
      {
        title: "Stock you can check",
        text: "Every item is counted when it arrives and leaves, and you get regular stock reports.",
      },
      {
        title: "Pick, pack and dispatch",
        text: "We pack each order and hand it straight to our courier or freight service.",
      },
      {
        title: "Safe storage",
        text: "Warehouses are guarded, with CCTV and fire safety equipment.",
      },
      {
        title: "Linked to our network",
        text: "Stock moves from our warehouses to any of our hubs without a separate transporter.",
      },
      {
        title: "Returns processing",
        text: "Returned goods are checked, recorded and put back into stock or kept aside, as you decide.",
      },
    ],
    idealFor: [
      "D2C brands that need stock close to their customers",
      "Importers needing storage near the port",
      "3PL companies serving many clients",
      "Businesses selling in stores and online from one stock",
    ],
  },
  "express-delivery": {
    slug: "express-delivery",
    lead: "Express Delivery moves your urgent shipments on priority lanes. Each booking comes with a committed delivery window and live tracking. Use it when a late delivery would cost you a sale, a production day or a customer.",
    features: [
      {
        title: "Priority lanes",
        text: "Express shipments go first, on our fastest routes between hubs.",
      },
      {
        title: "Committed delivery window",
        text: "You know the delivery window when you book.",
      },
      {
        title: "Live tracking",
        text: "See every scan with your LR number, and share the tracking page with the receiver.",
      },
      {
        title: "Cash and draft on delivery",
        text: "Urgent orders can still be paid by the receiver, with COD or DOD.",
      },
      {
        title: "Quick pickup",
        text: "Request a pickup online, and we collect from your door as soon as possible.",
      },
      {
        title: "Support at any hour",
        text: `Our ${figures.support} support team follows up on urgent shipments for you.`,
      },
    ],
    idealFor: [
      "Spare parts needed to restart a machine",
      "Medical and legal documents with a deadline",
      "Urgent customer orders for D2C brands",
      "Samples and tenders that must arrive on time",
    ],
    billing: parcelBilling,
  },
};

/** What Hindi and Marathi translate (core/content/hi/service-details.ts, core/content/mr/service-details.ts). */
export const texts = defineTexts("service-details", serviceDetails);
