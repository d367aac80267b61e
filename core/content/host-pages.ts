/**
 * The pages the host answers by itself, without React Router
 * (server/http/host-pages.ts): too many tracking lookups (429) and a database
 * that does not answer (503), in the language of the URL, with the phone.
 * "{name}" places are filled by the server. Never sent with a page.
 */
import { defineTexts } from "../texts";

export const texts = defineTexts("host-pages", {
  tooMany: {
    title: "Too many requests",
    text: "Too many tracking requests from your network. Please wait a little and try again.",
  },
  unavailable: {
    title: "We cannot answer just now",
    text: "Our system is not answering for a moment. Nothing is lost: please try again shortly.",
  },
  retry: "You can try again in {seconds} seconds.",
  call: "Need help now? Call us on {phone}.",
  home: "Go to the home page",
});
