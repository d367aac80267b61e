import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  greeting as englishGreeting,
  replyDelayMs,
  texts as chatTexts,
  type MessagePart,
} from "@core/content/chat";
import { texts as statusTexts } from "@core/content/shipment-statuses";
import { planReply, shipmentReply, shipmentsReply, type ReplyTexts } from "~/lib/chat-replies";
import { useLang } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { lookUpShipment, lookUpShipments } from "./look-up-shipment";

/** One message of the conversation (spec section 3 "Chat message"). */
export type ChatMessage = {
  id: number;
  sender: "bot" | "user";
  parts: readonly MessagePart[];
  quickActions?: boolean;
};

/**
 * The conversation: the greeting first; each message the visitor sends is
 * appended at once and answered after the spec's delay (800 ms typed, 600 ms
 * from a quick action). A shipment lookup runs during the delay; its answer
 * waits for whichever of the two ends later. Everything the bot says is in
 * the page's language; the greeting follows the page when the visitor
 * changes language, the answers already given stay as they were.
 */
export function useChatConversation() {
  const lang = useLang();
  const chat = useTexts(chatTexts);
  const statuses = useTexts(statusTexts);
  const texts = useMemo<ReplyTexts>(
    () => ({ chat, statuses, translated: lang !== "en" }),
    [chat, statuses, lang],
  );
  const [conversation, setConversation] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(0);
  const nextId = useRef(1);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Sends a message; false when it is empty or whitespace only (then nothing happens). */
  const send = useCallback(
    (text: string, from: "typed" | "quick-action"): boolean => {
      const plan = planReply(text, texts);
      if (!plan) return false;
      const append = (message: Omit<ChatMessage, "id">) => {
        const id = nextId.current++;
        setConversation((list) => [...list, { ...message, id }]);
      };

      append({ sender: "user", parts: [text.trim()] });
      setWaiting((n) => n + 1);
      const delay = from === "typed" ? replyDelayMs.typed : replyDelayMs.quickAction;
      const elapsed = new Promise((resolve) => window.setTimeout(resolve, delay));
      const answer =
        plan.kind === "reply"
          ? Promise.resolve(plan.reply)
          : plan.kind === "look-up"
            ? lookUpShipment(plan.lrNo).then((lookup) => shipmentReply(plan.lrNo, lookup, texts))
            : lookUpShipments(plan.lrNos).then((lookup) => shipmentsReply(plan, lookup, texts));
      void Promise.all([answer, elapsed]).then(([reply]) => {
        if (!mounted.current) return;
        append({ sender: "bot", ...reply });
        setWaiting((n) => n - 1);
      });
      return true;
    },
    [texts],
  );

  const greeting = lang === "en" ? englishGreeting : chat.greeting;
  const messages = useMemo<ChatMessage[]>(
    () => [{ id: 0, sender: "bot", ...greeting }, ...conversation],
    [greeting, conversation],
  );
  return { messages, typing: waiting > 0, send };
}
