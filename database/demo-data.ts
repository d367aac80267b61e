/**
 * The demo data of CONTRACT.md "Demo data": five shipments and a handful of
 * jobs. Loaded once (see seedDemoData); times are relative to the load so
 * the demo always looks current.
 */
import type { jobs } from "./schema";

type DemoEvent = { status: string; location: string; remarks: string; hoursAgo: number };
export type DemoShipment = {
  lrNo: string;
  orderStatus: string;
  events: DemoEvent[];
  pod?: boolean;
  /**
   * The delivery facts (CONTRACT.md "Delivery options for the receiver",
   * demo data): the PIN code and phone the receiver proves a change with,
   * and the expected date as whole days after the newest event's day.
   */
  facts?: { destinationPincode: string; consigneePhone: string; expectedDaysAfterNewest: number };
};

export const demoShipments: DemoShipment[] = [
  {
    lrNo: "LR123456789",
    orderStatus: "In Transit",
    events: [
      {
        status: "Manifested",
        location: "Vasai Hub",
        remarks: "Shipment booked and manifested",
        hoursAgo: 74,
      },
      { status: "In Transit", location: "Vasai Hub", remarks: "Departed origin hub", hoursAgo: 70 },
      {
        status: "In Transit",
        location: "Surat Hub",
        remarks: "Arrived at transit hub",
        hoursAgo: 60,
      },
      {
        status: "Panding",
        location: "Surat Hub",
        remarks: "Awaiting onward vehicle",
        hoursAgo: 52,
      },
      {
        status: "shipped",
        location: "Surat Hub",
        remarks: "Loaded on line haul to Ahmedabad",
        hoursAgo: 46,
      },
      {
        status: "In Transit",
        location: "Ahmedabad Hub",
        remarks: "Arrived at transit hub",
        hoursAgo: 36,
      },
      {
        status: "In Transit",
        location: "Jaipur Hub",
        remarks: "Departed for destination hub",
        hoursAgo: 10,
      },
    ],
    facts: {
      destinationPincode: "411001",
      consigneePhone: "9876504321",
      expectedDaysAfterNewest: 3,
    },
  },
  {
    lrNo: "SI20254567",
    orderStatus: "Delivered",
    pod: true,
    events: [
      {
        status: "Manifested",
        location: "Bhiwandi Hub",
        remarks: "Shipment booked and manifested",
        hoursAgo: 96,
      },
      {
        status: "In Transit",
        location: "Pune Hub",
        remarks: "Arrived at transit hub",
        hoursAgo: 80,
      },
      {
        status: "Out for Delivery",
        location: "Bengaluru Whitefield",
        remarks: "With delivery executive",
        hoursAgo: 30,
      },
      {
        status: "Delivered",
        location: "Bengaluru Whitefield",
        remarks: "Delivered, received by R. Kumar",
        hoursAgo: 27,
      },
    ],
  },
  { lrNo: "LR000000000", orderStatus: "Booked", events: [] },
  {
    // A missed delivery, yesterday: the "We tried to deliver" panel.
    lrNo: "LR444444444",
    orderStatus: "Delivery Attempted",
    events: [
      {
        status: "Manifested",
        location: "Bhiwandi Hub",
        remarks: "Shipment booked and manifested",
        hoursAgo: 75,
      },
      {
        status: "In Transit",
        location: "Bhiwandi Hub",
        remarks: "Departed for destination hub",
        hoursAgo: 70,
      },
      {
        status: "Out for Delivery",
        location: "New Delhi Connaught Place",
        remarks: "Out for delivery with the driver",
        hoursAgo: 28,
      },
      {
        status: "Delivery Attempted",
        location: "New Delhi Connaught Place",
        remarks: "Receiver not available; the door was locked",
        hoursAgo: 24,
      },
    ],
    facts: {
      destinationPincode: "110001",
      consigneePhone: "9812349876",
      expectedDaysAfterNewest: 1,
    },
  },
  {
    lrNo: "LR555555555",
    orderStatus: "Delayed",
    events: [
      {
        status: "Manifested",
        location: "Vasai Hub",
        remarks: "Shipment booked and manifested",
        hoursAgo: 120,
      },
      {
        status: "In Transit",
        location: "Nashik Hub",
        remarks: "Arrived at transit hub",
        hoursAgo: 100,
      },
      {
        status: "Delayed",
        location: "Nagpur Hub",
        remarks: "Held by heavy rain on the highway; will move when the road opens",
        hoursAgo: 20,
      },
    ],
  },
  {
    lrNo: "LR777777777",
    orderStatus: "Cancelled",
    events: [
      {
        status: "Manifested",
        location: "Vasai Hub",
        remarks: "Shipment booked and manifested",
        hoursAgo: 50,
      },
      {
        status: "Cancelled",
        location: "Vasai Hub",
        remarks: "Cancelled at the shipper's request before pickup",
        hoursAgo: 44,
      },
    ],
  },
];

type JobInsert = typeof jobs.$inferInsert;
const common = { company: "Sahyadri Interlink Logistics", industry: "Logistics and Supply Chain" };

export const demoJobs: JobInsert[] = [
  {
    ...common,
    title: "Fleet Operations Executive",
    description:
      "Plan and track daily truck movements from our Vasai hub, keep drivers and customers informed, and solve delays before they reach the customer.",
    location: "Vasai East, Maharashtra",
    experience: "2-4 years",
    salary: "₹3,60,000 - ₹4,80,000 a year",
    jobLevel: "Mid level",
    employmentType: "Full-time",
    workplaceType: "On-site",
    skills: ["Fleet Management", "Route Planning", "MS Excel", "Communication"],
    languages: ["English", "Hindi", "Marathi"],
    requirements: [
      "Graduate in any discipline",
      "Two years in transport or logistics operations",
      "Comfortable with GPS tracking tools",
    ],
    responsibilities: [
      "Assign vehicles to the day's loads",
      "Track trucks on GPS and update customers",
      "Keep trip sheets and e-way bills in order",
    ],
    benefits: ["Health insurance", "Provident fund", "Night-shift allowance"],
  },
  {
    ...common,
    title: "Warehouse Supervisor",
    description:
      "Run a shift at our Bhiwandi warehouse: receiving, storage, pick-pack and dispatch, with a team of 20 associates.",
    location: "Bhiwandi, Maharashtra",
    experience: "3-6 years",
    salary: "₹4,20,000 - ₹6,00,000 a year",
    jobLevel: "Mid level",
    employmentType: "Full-time",
    workplaceType: "On-site",
    skills: ["Inventory Management", "Team Leadership", "WMS", "Safety Compliance"],
    languages: ["English", "Hindi"],
    requirements: [
      "Three years in warehouse operations",
      "Experience with a warehouse management system",
    ],
    responsibilities: [
      "Plan shift manpower",
      "Keep stock accuracy above 99.5%",
      "Run daily safety briefings",
    ],
    benefits: ["Health insurance", "Provident fund", "Annual bonus"],
  },
  {
    ...common,
    title: "Customer Support Associate",
    description:
      "Answer calls, chats and e-mails from shippers and receivers, trace consignments and keep every customer informed.",
    location: "Vasai East, Maharashtra",
    experience: "0-2 years",
    salary: "₹2,40,000 - ₹3,00,000 a year",
    jobLevel: "Entry level",
    employmentType: "Full-time",
    workplaceType: "Hybrid",
    skills: ["Customer Service", "Communication", "Problem Solving"],
    languages: ["English", "Hindi", "Marathi"],
    requirements: ["Class 12 pass or graduate", "Clear spoken English and Hindi"],
    responsibilities: [
      "Answer customer calls and e-mails",
      "Trace shipments and raise exceptions",
      "Record every case in the support system",
    ],
    benefits: ["Health insurance", "Training", "Shift allowance"],
  },
  {
    ...common,
    title: "Area Sales Manager (closed)",
    description: "Grow business accounts in Gujarat. This opening is closed.",
    location: "Ahmedabad, Gujarat",
    experience: "5-8 years",
    salary: "₹8,00,000 - ₹11,00,000 a year",
    jobLevel: "Senior level",
    employmentType: "Full-time",
    workplaceType: "On-site",
    skills: ["B2B Sales", "Negotiation"],
    languages: ["English", "Gujarati", "Hindi"],
    requirements: ["Five years in logistics sales"],
    responsibilities: ["Win and grow business accounts"],
    benefits: ["Incentives", "Health insurance"],
    active: false,
  },
];

/** States the demo company does not deliver to (CONTRACT.md "Pincodes and estimates"), as the directory names them. */
export const UNSERVED_DEMO_STATES = ["Andaman and Nicobar Islands", "Lakshadweep", "Ladakh"];
