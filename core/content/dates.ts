/**
 * Month names for dates written in Hindi and Marathi (the careers and legal
 * pages). Written out rather than taken from Intl, so the server and every
 * browser show the same text; digits stay Latin (CONTRACT.md "Languages").
 * English pages keep their own formats.
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("dates", {
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
});
