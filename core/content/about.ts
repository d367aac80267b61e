/**
 * Text of /about-us (spec section 2, About us). Figures come from `figures` in
 * company.ts so that a changed claim is edited in one place.
 */
import { defineTexts } from "../texts";
import { figures } from "./company";

export type TextBlock = { title: string; text: string };

export type BoardMember = { name: string; role: string; description: string };

export const mission: TextBlock = {
  title: "Our Mission",
  text: "To deliver every shipment safely and on time, at a fair price, with clear tracking from pickup to delivery. We want every business, big or small, to ship across India without worry.",
};

export const vision: TextBlock = {
  title: "Our Vision",
  text: `To be India's most trusted road freight and courier partner, reaching every one of the ${figures.pincodes} pin codes we serve with the same care. We grow by keeping our promises to customers, partners and staff.`,
};

/** 'One platform, every business': the four audience blocks. */
export const audiences: readonly TextBlock[] = [
  {
    title: "D2C brands",
    text: "Courier delivery to your customers' doors, with COD, easy returns and warehouse stock ready to ship. Focus on selling while we handle delivery.",
  },
  {
    title: "Enterprise and B2B",
    text: "PTL, LTL and full truck loads between factories, depots and dealers, with GST-ready paperwork and Paid, To-Pay or Prepaid billing.",
  },
  {
    title: "Global trade and freight forwarding",
    text: "Road transport between ports, container freight stations and your warehouse. We carry import and export cargo on time for your forwarder's schedule.",
  },
  {
    title: "3PL and omni-channel",
    text: "Stock stored once and shipped to stores, marketplaces and customers from the same warehouse. Our network covers the last mile for your clients.",
  },
];

export const boardMembers: readonly BoardMember[] = [
  {
    name: "Rajendra Patil",
    role: "Managing Director",
    description: `Rajendra Patil founded Sahyadri Interlink Logistics in Vasai more than ${figures.yearsExperience} years ago and built it into a network that covers ${figures.states} states. He leads the company's strategy, its key customer relationships and its investment in the fleet.`,
  },
  {
    name: "Sunita Deshmukh",
    role: "Director, Operations",
    description: `Sunita Deshmukh runs our hubs, warehouses and fleet, with a team of ${figures.staff} staff. She built the daily checks behind our on-time record of ${figures.onTime}.`,
  },
];

export const keyFeatures: readonly TextBlock[] = [
  {
    title: "GPS-enabled fleet",
    text: `${figures.trucks} GPS-enabled trucks, tracked live on every trip.`,
  },
  {
    title: "Pan-India network",
    text: `${figures.states} states and ${figures.pincodes} pin codes, with ${figures.kmDaily} km covered every day.`,
  },
  {
    title: "Warehousing",
    text: `${figures.warehousingSqFt} sq ft of managed storage for stock, pick-pack and dispatch.`,
  },
  {
    title: "On-time record",
    text: `${figures.onTime} of our shipments reach on time.`,
  },
  {
    title: "Trained people",
    text: `${figures.staff} staff across hubs, warehouses and offices.`,
  },
  {
    title: `${figures.support} support`,
    text: "Our support team answers calls and messages any time, every day.",
  },
];

/** Headings of the /about-us sections, in page order. */
export const aboutSections = {
  audiences: {
    eyebrow: "Who we serve",
    title: "One platform, every business",
    text: "Four kinds of shippers, one network built to serve each of them well.",
  },
  services: {
    eyebrow: "What we do",
    title: "Our Services",
    text: "From a single parcel to a full truck, on one network.",
  },
  keyFeatures: {
    eyebrow: "Key features",
    title: "Built over two decades on the road",
    text: "The fleet, the network and the people behind every delivery.",
  },
  board: {
    eyebrow: "Leadership",
    title: "Board Members",
    text: "The directors who lead the company.",
  },
};

export const experience = {
  years: figures.yearsExperience,
  label: "Years of experience",
  text: "Moving goods for shippers across India since the day we opened in Vasai.",
};

/** What Hindi and Marathi translate (core/content/hi/about.ts, core/content/mr/about.ts). */
export const texts = defineTexts("about", {
  missionVisionLabel: "Mission and vision",
  mission,
  vision,
  audiences,
  boardMembers,
  keyFeatures,
  aboutSections,
  experience: { label: experience.label, text: experience.text },
});
