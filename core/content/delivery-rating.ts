/**
 * The /rate/<token> page: the delivered message's "rate us from 1 to 5"
 * link (CONTRACT.md "Messages by SMS and WhatsApp", "events").
 */
import { company } from "./company";
import { defineTexts } from "../texts";

export const texts = defineTexts("delivery-rating", {
  title: `Rate your delivery | ${company.name}`,
  heading: "How was your delivery?",
  intro: "Shipment {lrNo}",
  legend: "Your rating",
  /** One per star, 1 to 5: what a screen reader says of each. */
  stars: [
    "1 star: very poor",
    "2 stars: poor",
    "3 stars: all right",
    "4 stars: good",
    "5 stars: very good",
  ],
  commentLabel: "Anything to tell us? (optional)",
  commentHint: "At most 500 characters.",
  submit: "Send",
  busy: "Sending...",
  thanks: "Thank you: your rating helps us deliver better.",
  yourRating: "Your rating: {rating} out of 5.",
  yourComment: "Your comment:",
  track: "Track {lrNo}",
  notFoundHeading: "We could not find this rating",
  notFound:
    "This rating link is not one of ours, or it was not copied whole. Check the link in your message; you can also track your shipment.",
  trackShipment: "Track a shipment",
});
