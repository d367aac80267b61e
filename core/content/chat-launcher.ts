/**
 * The words of the chat button on every page: the only chat words in the
 * first-load JavaScript (the conversation's are in ./chat.ts, loaded with
 * the panel).
 */
import { defineTexts } from "../texts";
import { company } from "./company";

export const texts = defineTexts("chat-launcher", {
  /** The assistant is named after the company's short name, as the panel's title is. */
  button: `Chat with ${company.shortName} Assistant`,
  bubble: "Can I help you?",
});
