/**
 * The coverage block of /services (spec section 2, Services): the network in
 * figures (spec section 1) and the hubs marked on the map of India.
 */
import { defineTexts } from "../texts";
import { figures } from "./company";

export type Stat = { value: string; label: string };

/** A hub on the map: longitude and latitude in degrees. */
export type Hub = { city: string; lon: number; lat: number; headOffice?: boolean };

export const coverage = {
  eyebrow: "Our network",
  title: "Coverage across India",
  text: "Our hubs and GPS-enabled trucks connect metros, industrial towns and small-town pin codes, every day of the week.",
  stats: [
    { value: String(figures.states), label: "States covered" },
    { value: figures.pincodes, label: "Pincodes reached daily" },
    { value: figures.shipmentsMonthly, label: "Shipments handled monthly" },
  ] satisfies Stat[],
  mapLabel: `Map of India showing our head office in Vasai and hubs in major cities across ${figures.states} states`,
};

export const hubs: readonly Hub[] = [
  { city: "Vasai (head office)", lon: 72.83, lat: 19.39, headOffice: true },
  { city: "Delhi", lon: 77.2, lat: 28.61 },
  { city: "Kolkata", lon: 88.36, lat: 22.57 },
  { city: "Chennai", lon: 80.27, lat: 13.08 },
  { city: "Bengaluru", lon: 77.59, lat: 12.97 },
  { city: "Hyderabad", lon: 78.49, lat: 17.39 },
  { city: "Ahmedabad", lon: 72.57, lat: 23.02 },
  { city: "Jaipur", lon: 75.79, lat: 26.91 },
  { city: "Lucknow", lon: 80.95, lat: 26.85 },
  { city: "Nagpur", lon: 79.09, lat: 21.15 },
  { city: "Guwahati", lon: 91.74, lat: 26.14 },
  { city: "Bhubaneswar", lon: 85.82, lat: 20.3 },
  { city: "Kochi", lon: 76.27, lat: 9.93 },
  { city: "Ludhiana", lon: 75.86, lat: 30.9 },
  { city: "Patna", lon: 85.14, lat: 25.59 },
  { city: "Indore", lon: 75.86, lat: 22.72 },
];

/** What Hindi and Marathi translate (core/content/hi/coverage.ts, core/content/mr/coverage.ts). */
export const texts = defineTexts("coverage", coverage);
