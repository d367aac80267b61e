import { Headset, X } from "~/components/ui/icons";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import type { ChatPanelProps } from "./chat-panel";
import { type TranslatedLang } from "@core/i18n";
import { useLang } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { CHAT_PANEL_ID, launcherTexts, launcherTiming } from "./chat-settings";

type Panel = ComponentType<ChatPanelProps>;

let panelModule: Promise<Panel> | undefined;
const laterTexts = new Map<TranslatedLang, Promise<Record<string, unknown>>>();

/**
 * The panel's code, with the chat's words and rules, fetched once. A failed
 * fetch is tried again next time.
 */
function loadPanel(): Promise<Panel> {
  panelModule ??= import("./chat-panel").then(
    (module) => module.ChatPanel,
    (error: unknown) => {
      panelModule = undefined;
      throw error;
    },
  );
  return panelModule;
}

/**
 * The chat's Hindi or Marathi words, fetched once per language by the
 * panel's script (so English pages' first-load script stays without the
 * list of them); a failed fetch is tried again next time.
 */
function loadTexts(lang: TranslatedLang): Promise<Record<string, unknown>> {
  let texts = laterTexts.get(lang);
  if (!texts) {
    texts = import("./chat-panel")
      .then((module) => module.loadLaterTexts(lang))
      .catch((error: unknown) => {
        laterTexts.delete(lang);
        throw error;
      });
    laterTexts.set(lang, texts);
  }
  return texts;
}

/**
 * The floating chat button, bottom right on every page (spec section 2 "Chat
 * widget"), and its 'Can I help you?' hint. This is all the first paint
 * carries: the panel's script loads when the visitor points at, focuses or
 * clicks the button, or once the browser is idle after the page has loaded,
 * so the first load of every page stays small.
 */
export function ChatLauncher() {
  const launcherText = useTexts(launcherTexts);
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [Panel, setPanel] = useState<Panel | null>(null);
  // The last Hindi or Marathi words fetched. Were the language to change with the panel
  // there, the idle preload below runs again for the new one; these stay until it is done.
  const [words, setWords] = useState<Record<string, unknown> | null>(null);
  const bubble = useBubble(open);
  const button = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    Promise.all([loadPanel(), lang === "en" ? null : loadTexts(lang)]).then(
      ([component, texts]) => {
        if (texts) setWords(texts);
        setPanel(() => component);
      },
      (error: unknown) => {
        // Offline or a new deployment: the button stays, and a later click tries again.
        console.warn("Chat: the assistant could not be loaded", error);
        setOpen(false);
      },
    );
  }, [lang]);
  useIdlePreload(load);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  return (
    <>
      {bubble && (
        <span
          aria-hidden="true"
          data-chat-bubble=""
          className="pointer-events-none fixed right-22 bottom-7.5 z-40 max-sm:right-32 max-sm:bottom-3.5 rounded-xl border border-navy-100 bg-white px-3.5 py-2 text-sm font-bold whitespace-nowrap text-navy-900 shadow-lift transition duration-300 starting:translate-x-2 starting:opacity-0 motion-reduce:transition-none"
        >
          {launcherText.bubble}
          <span className="absolute top-1/2 -right-1.5 size-3 -translate-y-1/2 rotate-45 border-t border-r border-navy-100 bg-white" />
        </span>
      )}
      <button
        ref={button}
        type="button"
        aria-label={launcherText.button}
        aria-expanded={open}
        // Names the panel only once it exists: it is rendered on first open.
        aria-controls={Panel && opened ? CHAT_PANEL_ID : undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          if (open) return close(true);
          load();
          setOpened(true);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) close(true);
        }}
        className="fixed right-5 bottom-5 z-40 grid size-14 max-sm:right-3 max-sm:bottom-2 max-sm:size-12 place-items-center rounded-full bg-saffron-400 text-navy-950 shadow-lift transition-colors hover:bg-saffron-300"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <Headset className="size-7" aria-hidden="true" />
        )}
      </button>
      {Panel && opened && (
        <Panel
          id={CHAT_PANEL_ID}
          open={open}
          onClose={close}
          launcher={button}
          texts={lang === "en" ? null : words}
        />
      )}
    </>
  );
}

/** Whether the hint shows: for 3 s every 10 s while the panel is closed (spec section 9). */
function useBubble(open: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open) return;
    let hide: number | undefined;
    const every = window.setInterval(() => {
      setShown(true);
      hide = window.setTimeout(() => setShown(false), launcherTiming.bubbleShowMs);
    }, launcherTiming.bubbleEveryMs);
    return () => {
      window.clearInterval(every);
      window.clearTimeout(hide);
      setShown(false);
    };
  }, [open]);
  return shown && !open;
}

/** Runs `load` when the browser is idle, some time after the page's load event. */
function useIdlePreload(load: () => void) {
  useEffect(() => {
    let timer: number | undefined;
    let idle: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        if (typeof window.requestIdleCallback === "function") {
          idle = window.requestIdleCallback(load, { timeout: launcherTiming.preloadIdleTimeoutMs });
        } else load();
      }, launcherTiming.preloadAfterLoadMs);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [load]);
}
