import { Send, X } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { texts as chatTexts } from "@core/content/chat";
import { texts as statusTexts } from "@core/content/shipment-statuses";
import { LaterTexts, useTexts } from "~/lib/texts";
import { BotAvatar } from "./bot-avatar";
import { ChatMessageView } from "./chat-message";
import { useChatConversation } from "./use-chat-conversation";

// The launcher fetches the chat's Hindi or Marathi words through this script.
export { loadLaterTexts } from "~/lib/later-texts";

export type ChatPanelProps = {
  /** The id the launcher's aria-controls names. */
  id: string;
  open: boolean;
  /** Closes the panel; `returnFocus` puts focus back on the launcher. */
  onClose: (returnFocus: boolean) => void;
  launcher: RefObject<HTMLButtonElement | null>;
  /**
   * The chat's words in Hindi or Marathi, fetched with this script
   * (app/lib/later-texts.ts); null in English, and while the words of a
   * language the visitor just switched to are on their way, when the panel
   * speaks English rather than close and lose the conversation.
   */
  texts: Readonly<Record<string, unknown>> | null;
};

/** Until a language's chat words arrive: English, which this script carries anyway. */
const englishTexts = { [chatTexts.key]: chatTexts.en, [statusTexts.key]: statusTexts.en };

/** The site assistant's panel (ChatPanelBody below), with its words in the page's language. */
export function ChatPanel({ texts, ...props }: ChatPanelProps) {
  return (
    <LaterTexts.Provider value={texts ?? englishTexts}>
      <ChatPanelBody {...props} />
    </LaterTexts.Provider>
  );
}

/**
 * The site assistant (spec section 2 "Chat widget", section 4 "Chat panel"):
 * a labelled non-modal dialog. Focus moves to the message box on open;
 * Escape and the close button return it to the launcher; a click outside
 * closes it and leaves focus where the visitor clicked. It stays mounted
 * while closed, so the conversation survives closing and page changes.
 * Loaded by the launcher with import(), never in the first-load JavaScript.
 */
function ChatPanelBody({ id, open, onClose, launcher }: Omit<ChatPanelProps, "texts">) {
  const { messages, typing, send } = useChatConversation();
  const chatPanelText = useTexts(chatTexts).panel;
  const [draft, setDraft] = useState("");
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages, typing, open]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      // composedPath: the target may leave the DOM before this runs.
      const path = event.composedPath();
      if (
        (panel.current && path.includes(panel.current)) ||
        (launcher.current && path.includes(launcher.current))
      )
        return;
      onClose(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (
        event.key === "Escape" &&
        event.target instanceof Node &&
        panel.current?.contains(event.target)
      )
        onClose(true);
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, onClose, launcher]);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      className={`${open ? "flex" : "hidden"} fixed right-5 bottom-24 z-50 h-[min(34rem,calc(100dvh-8rem))] w-80 max-w-[calc(100vw-2.5rem)] flex-col overflow-hidden rounded-card border border-navy-100 bg-navy-50 shadow-lift sm:w-90`}
    >
      <div className="flex items-center gap-3 bg-navy-900 py-3 pr-2 pl-4 text-white">
        <BotAvatar size="lg" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-tight font-extrabold">
            {chatPanelText.title}
          </h2>
          <p className="mt-0.5 text-xs text-navy-200">{chatPanelText.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={() => onClose(true)}
          aria-label={chatPanelText.close}
          className="grid size-11 shrink-0 place-items-center rounded-full text-navy-100 transition-colors hover:bg-white/10 hover:text-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>

      <div ref={scroller} className="flex-1 overflow-y-auto overscroll-contain px-3.5 py-4">
        <div
          role="log"
          aria-live="polite"
          aria-label={chatPanelText.conversation}
          className="space-y-4"
        >
          {messages.map((message) => (
            <ChatMessageView
              key={message.id}
              message={message}
              onQuickAction={(label) => send(label, "quick-action")}
              onNavigate={() => onClose(false)}
            />
          ))}
        </div>
        {typing && <TypingIndicator />}
      </div>

      <form
        className="flex items-center gap-2 border-t border-navy-100 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (send(draft, "typed")) setDraft("");
        }}
      >
        <input
          ref={input}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-label={chatPanelText.inputLabel}
          placeholder={chatPanelText.placeholder}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={500}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-navy-200 bg-navy-50 px-4 text-base text-ink placeholder:text-muted focus:border-navy-500 focus:bg-white focus-visible:outline-2 focus-visible:outline-offset-0"
        />
        <button
          type="submit"
          aria-label={chatPanelText.send}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-saffron-400 text-navy-950 transition-colors hover:bg-saffron-300"
        >
          <Send className="size-5" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}

/** Three dots while the bot 'types'; screen readers wait for the message itself. */
function TypingIndicator() {
  return (
    <div aria-hidden="true" className="mt-4 flex items-start gap-2">
      <BotAvatar size="sm" />
      <span className="flex items-center gap-1 rounded-2xl rounded-bl-sm border border-navy-100 bg-white px-3.5 py-3 shadow-card">
        <span className="size-1.5 animate-bounce rounded-full bg-navy-400" />
        <span className="size-1.5 animate-bounce rounded-full bg-navy-400 [animation-delay:150ms]" />
        <span className="size-1.5 animate-bounce rounded-full bg-navy-400 [animation-delay:300ms]" />
      </span>
    </div>
  );
}
