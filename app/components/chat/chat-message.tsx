import { Fragment } from "react";
import { Link } from "react-router";
import { chatPanelText, quickActions, type MessagePart } from "~/content/chat";
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
}: {
  part: Exclude<MessagePart, string>;
  onNavigate: () => void;
}) {
  // A path of this site is a router link (client navigation); tel: and mailto: are plain links.
  return part.href.startsWith("/") ? (
    <Link to={part.href} onClick={onNavigate} className={linkClass}>
      {part.text}
    </Link>
  ) : (
    <a href={part.href} className={linkClass}>
      {part.text}
    </a>
  );
}

/** One message: the bot's on the left with the logo mark, the visitor's on the right. */
export function ChatMessageView({ message, onQuickAction, onNavigate }: Props) {
  const bot = message.sender === "bot";
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
              <Fragment key={index}>{part}</Fragment>
            ) : (
              <MessageLink key={index} part={part} onNavigate={onNavigate} />
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
