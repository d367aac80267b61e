/**
 * The sprite: one SVG file of `<symbol>`s that a
 * page draws as `<svg><use href="/assets/icons-<hash>.svg#name"/></svg>`,
 * two elements where an inline copy took three to fifty. It holds
 * - the icons app/components/ui/icons.tsx declares with `spriteIcon("name")`,
 *   drawn from lucide's own icon data;
 * - the services' scenes (app/components/illustrations/service-scenes.tsx),
 *   rendered from their components as `art-<slug>`.
 *
 * The plugin writes the file beside icons.tsx whenever the bundler reads
 * icons.tsx (dev server, build, tests), before it follows icons.tsx's
 * `./icons.svg?url` import; Vite then hashes it into /assets like the fonts.
 * The file is not committed (.gitignore), so it never falls behind.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";

/** The symbol ids icons.tsx asks for, each once, in the order declared. */
export function iconNames(source: string): string[] {
  return [...new Set([...source.matchAll(/spriteIcon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]!))];
}

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** Lucide's drawing of one icon (lucide-react 1.x exports it as `__iconData`). */
async function lucideNode(name: string): Promise<IconNode> {
  const specifier = `lucide-react/icons/${name}`;
  let data: { node?: IconNode; size?: number } | undefined;
  try {
    ({ __iconData: data } = (await import(/* @vite-ignore */ specifier)) as {
      __iconData?: typeof data;
    });
  } catch (error) {
    throw new Error(`icon sprite: lucide-react has no icon "${name}"`, { cause: error });
  }
  if (!data?.node) throw new Error(`icon sprite: lucide-react's "${name}" has no __iconData`);
  if ((data.size ?? 24) !== 24) throw new Error(`icon sprite: "${name}" is not on a 24 px grid`);
  return data.node;
}

const escapeAttribute = (value: string | number) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

const SCENES_MODULE = "app/components/illustrations/service-scenes.tsx";

/** The services' scenes as symbols, rendered by React as a page would render them inline. */
async function sceneSymbols(root: string): Promise<string[]> {
  const { tsImport } = await import("tsx/esm/api");
  const { serviceScenes, SCENE_VIEW_BOX } = (await tsImport(
    path.join(root, SCENES_MODULE),
    import.meta.url,
  )) as { serviceScenes: Record<string, ReactNode>; SCENE_VIEW_BOX: string };
  return Object.entries(serviceScenes).map(
    ([slug, scene]) =>
      `<symbol id="art-${slug}" viewBox="${SCENE_VIEW_BOX}">${renderToStaticMarkup(scene)}</symbol>`,
  );
}

/**
 * The icons' symbols: lucide's shapes and none of its presentation
 * attributes, which the referencing <svg> carries (icons.tsx) and the shapes
 * inherit, so a page can still set the stroke width.
 */
export async function iconSymbols(names: readonly string[]): Promise<string[]> {
  return Promise.all(
    names.map(async (name) => {
      const shapes = (await lucideNode(name)).map(([tag, { key: _key, ...attributes }]) => {
        const attrs = Object.entries(attributes)
          .map(([attr, value]) => ` ${attr}="${escapeAttribute(value)}"`)
          .join("");
        return `<${tag}${attrs}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
    }),
  );
}

export const ICONS_MODULE = "app/components/ui/icons.tsx";
export const SPRITE_FILE = "app/components/ui/icons.svg";

/** The sprite of the project at `root`, with the icons of this source of icons.tsx. */
export async function buildSprite(root: string, iconsSource: string): Promise<string> {
  const names = iconNames(iconsSource);
  if (names.length === 0) throw new Error("icon sprite: icons.tsx declares no spriteIcon(...)");
  const symbols = [...(await iconSymbols(names)), ...(await sceneSymbols(root))];
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** Writes the sprite beside icons.tsx, unless it already holds that. */
async function writeSprite(root: string, iconsSource: string): Promise<void> {
  const sprite = await buildSprite(root, iconsSource);
  const file = path.join(root, SPRITE_FILE);
  if (existsSync(file) && readFileSync(file, "utf8") === sprite) return;
  writeFileSync(file, sprite);
}

/** The Vite plugin: keeps icons.svg in step with icons.tsx and the scenes. */
export function iconSprite(): Plugin {
  let root = process.cwd();
  return {
    name: "sil-icon-sprite",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (id.split("?")[0] !== path.join(root, ICONS_MODULE)) return null;
      await writeSprite(root, code);
      return null;
    },
    // The scenes are no module of the pages: the dev server watches them for the sprite.
    configureServer(server) {
      const scenes = [SCENES_MODULE, "app/components/illustrations/parts.tsx"].map((file) =>
        path.join(root, file),
      );
      server.watcher.add(scenes);
      server.watcher.on("change", (file) => {
        if (!scenes.includes(file)) return;
        writeSprite(root, readFileSync(path.join(root, ICONS_MODULE), "utf8")).catch((error) =>
          server.config.logger.error(String(error)),
        );
      });
    },
  };
}
