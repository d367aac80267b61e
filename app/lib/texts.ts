/**
 * The hooks that give a component its texts in the page's language; the
 * texts' types and helpers are shared with the server (core/texts.ts).
 */
import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { localPage, sentTexts, type RootData, type TextModule } from "@core/texts";
import type { PageInfo } from "@core/content/page-info";
import { useLang } from "./i18n";

type PageText = Pick<PageInfo, "title" | "description" | "heading" | "intro">;

/**
 * Translated texts fetched after the page, by module key, for the part of
 * the page rendered inside: the chat panel gets its words when its script
 * loads, not with every page (app/lib/later-texts.ts).
 */
export const LaterTexts = createContext<Readonly<Record<string, unknown>> | null>(null);

/**
 * The texts of a module in the page's language. In Hindi or Marathi they
 * must have been sent with the page (each route module's `handle.texts`
 * names the modules it reads) or loaded with the part that shows them
 * (LaterTexts); rendered without them, a page fails loudly, so the route
 * tests catch a forgotten module.
 */
export function useTexts<T>(module: TextModule<T>): T {
  const lang = useLang();
  const root = useRouteLoaderData<RootData>("root");
  const later = useContext(LaterTexts);
  if (lang === "en") return module.en;
  const texts = sentTexts(module, later) ?? sentTexts(module, root?.texts);
  if (texts === undefined) {
    throw new Error(
      `The ${lang} texts "${module.key}" were not sent with this page: add "${module.key}" to its route module's handle.texts`,
    );
  }
  return texts;
}

/**
 * For the frame and the error pages, which render even when a page failed
 * before its texts were sent: the translation if it is there, else English.
 */
export function useTextsOrEnglish<T>(module: TextModule<T>): T {
  const lang = useLang();
  const root = useRouteLoaderData<RootData>("root");
  if (lang === "en") return module.en;
  return sentTexts(module, root?.texts) ?? module.en;
}

/** A page's heading and introduction (and title) in the page's language; see localPage. */
export function usePageInfo<P extends Pick<PageInfo, "path"> & Partial<PageText>>(page: P): P {
  const lang = useLang();
  const root = useRouteLoaderData<RootData>("root");
  return localPage(page, lang, root?.texts);
}
