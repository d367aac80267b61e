import { Fragment } from "react";
import { Link } from "~/components/ui/local-link";
import { markEnglish } from "~/components/ui/mark-english";
import { texts as chatTexts, type MessagePart } from "@core/content/chat";
import { useLang } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { BotAvatar } from "./bot-avatar";
import type { ChatMessage } from "./use-chat-conversation";

type Props = {
  message: ChatMessage;
  onQuickAction: (label: string) => void;
  /** Called when the visitor follows a link to a page of this site. */
  onNavigate: () => void;
};

const linkClass =
  "font-bold text-navy-700 underline decoration-saffron-500 decoration-2 underline-offset-2 hover:text-navy-900 break-words";

function MessageLink({
  part,
  onNavigate,
  mark,
}: {
  part: Exclude<MessagePart, string>;
  onNavigate: () => void;
  mark: (text: string) => React.ReactNode;
}) {
  // A path of this site is a router link in the page's language (client navigation); tel: and mailto: are plain links;
  // another site (WhatsApp) opens beside the page, as the floating WhatsApp button does, so the chat stays.
  if (part.href.startsWith("/"))
    return (
      <Link to={part.href} onClick={onNavigate} className={linkClass}>
        {mark(part.text)}
      </Link>
    );
  const away = /^https?:/.test(part.href);
  return (
    <a
      href={part.href}
      className={linkClass}
      {...(away && { target: "_blank", rel: "noopener noreferrer" })}
    >
      {mark(part.text)}
    </a>
  );
}

const asItIs = (text: string) => text;

/** One message: the bot's on the left with the logo mark, the visitor's on the right. */
export function ChatMessageView({ message, onQuickAction, onNavigate }: Props) {
  const { panel: chatPanelText, quickActions } = useTexts(chatTexts);
  const lang = useLang();
  const bot = message.sender === "bot";
  // In Hindi and Marathi the bot's LR numbers, phone numbers and addresses are marked as English.
  const mark = bot && lang !== "en" ? markEnglish : asItIs;
  return (
    <div
      data-sender={message.sender}
      className={bot ? "flex items-start gap-2 pr-6" : "flex justify-end pl-10"}
    >
      {bot && <BotAvatar size="sm" />}
      <div className="min-w-0">
        <p
          className={
            bot
              ? "rounded-2xl rounded-bl-sm border border-navy-100 bg-white px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line text-ink shadow-card"
              : "rounded-2xl rounded-br-sm bg-navy-800 px-3.5 py-2.5 text-sm leading-relaxed break-words text-white"
          }
        >
          <span className="sr-only">{bot ? chatPanelText.botLabel : chatPanelText.userLabel} </span>
          {message.parts.map((part, index) =>
            typeof part === "string" ? (
              <Fragment key={index}>{mark(part)}</Fragment>
            ) : (
              <MessageLink key={index} part={part} onNavigate={onNavigate} mark={mark} />
            ),
          )}
        </p>
        {message.quickActions && (
          <div
            role="group"
            aria-label={chatPanelText.quickActions}
            className="mt-2.5 flex flex-wrap gap-2"
          >
            {quickActions.map((label) => (
              <button
                key={label}
                type="button"
                onClick={() => onQuickAction(label)}
                className="min-h-9 rounded-full border border-navy-200 bg-white px-3.5 text-sm font-semibold text-navy-800 transition-colors hover:border-saffron-500 hover:bg-saffron-50"
              >
                {label}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
