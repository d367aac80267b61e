import { describe, expect, it } from "vitest";
import { texts as chat } from "@core/content/chat";
import { texts as statuses } from "@core/content/shipment-statuses";
import { LATER_TEXTS, loadLaterTexts } from "./later-texts";
import { packs, pageTexts } from "./texts.server";
import { routes } from "./server-build.test-support";

/** Which texts go with which page, as the root loader finds them (app/routes.ts, the routes' handles). */
const { textKeysFor } = pageTexts(routes);

describe("texts loaded with the chat", () => {
  it("are the chat's words and the statuses it reports, in each language", async () => {
    expect(LATER_TEXTS).toEqual([chat.key, statuses.key]);
    for (const lang of ["hi", "mr"] as const) {
      const texts = await loadLaterTexts(lang);
      expect(Object.keys(texts)).toEqual([...LATER_TEXTS]);
      expect(texts.chat).toBe(packs[lang].chat!.default);
      expect(texts["shipment-statuses"]).toBe(packs[lang]["shipment-statuses"]!.default);
    }
    expect((await loadLaterTexts("mr")).chat).not.toEqual((await loadLaterTexts("hi")).chat);
  });

  it("are not sent with a page that does not show them", () => {
    for (const path of ["/hi", "/mr/about-us", "/hi/contact-us", "/mr/join-us/career"])
      for (const key of LATER_TEXTS) expect(textKeysFor(path)).not.toContain(key);
  });
});
