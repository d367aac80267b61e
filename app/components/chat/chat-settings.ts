import { texts as launcherTexts } from "@core/content/chat-launcher";

/**
 * What the always-present launcher needs, and nothing more: this module ships
 * in every page's first-load JavaScript. The conversation's words, rules and
 * reply delays are in `core/content/chat.ts`, which loads with the panel.
 * The panel imports nothing from here, so the bundler
 * keeps this module in the root chunk instead of splitting it out.
 */
export const launcherTiming = {
  /** While the panel is closed, the 'Can I help you?' hint appears this often… */
  bubbleEveryMs: 10_000,
  /** …and stays this long (spec section 9). */
  bubbleShowMs: 3_000,
  /**
   * The panel's script is fetched when the browser is idle, but no sooner than
   * this long after the page's load event, so it never competes with what
   * the first paint needs.
   */
  preloadAfterLoadMs: 3_000,
  /** requestIdleCallback's deadline, so a busy page still gets the script. */
  preloadIdleTimeoutMs: 2_000,
} as const;

/** The button's words in English; the launcher reads them in the page's language (chat-launcher texts). */
export const launcherText = launcherTexts.en;

export { launcherTexts };

/** The panel's id, for the launcher's aria-controls. */
export const CHAT_PANEL_ID = "chat-panel";
