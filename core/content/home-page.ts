/**
 * The home page's title and description (spec section 2, Home), apart from
 * the other pages' so the home page loads only its own.
 */
import { page } from "./page-info";

export const homePage = page(
  "/",
  // With the brand suffix, 60 characters: what search results show whole.
  "Freight, Courier, Warehousing",
  "It is our responsibility to deliver goods on time.",
  "Part and full truck loads, courier, warehousing and express delivery to 18,000+ pin codes in 29 states. Track your shipment by LR number.",
  "Road freight and courier across 29 states and 18,000+ pin codes, with 300+ GPS-enabled trucks and 24/7 support.",
);
