import { readFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServiceArt } from "../app/components/illustrations/service-art";
import * as icons from "../app/components/ui/icons";
import { services } from "@core/content/services";
import { buildSprite, iconNames, iconSymbols } from "./icon-sprite";

type Element = { tag: string; attributes: Record<string, string> };

/** The elements of simple SVG markup, in order, with their attributes. */
function elements(markup: string): Element[] {
  return [...markup.matchAll(/<([a-z]+)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)].map((m) => ({
    tag: m[1]!,
    attributes: Object.fromEntries(
      [...m[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]),
    ),
  }));
}

/** An <svg>'s own attributes without what only names it (lucide's classes) or is implied in HTML. */
function outer(svg: Element) {
  const { xmlns: _xmlns, class: className = "", ...rest } = svg.attributes;
  const classes = className.split(" ").filter((c) => c && !c.startsWith("lucide"));
  return { ...rest, class: classes.join(" ") };
}

const source = readFileSync(new URL("../app/components/ui/icons.tsx", import.meta.url), "utf8");
const root = new URL("..", import.meta.url).pathname;
const sprite = elements(await buildSprite(root, source));
/** The shapes of each symbol of the sprite built from icons.tsx, by id. */
const symbols = new Map<string, Element[]>();
for (const element of sprite) {
  if (element.tag === "symbol") symbols.set(element.attributes.id!, []);
  else if (element.tag !== "svg") [...symbols.values()].at(-1)!.push(element);
}

const names = Object.keys(icons).filter((name) => /^[A-Z]/.test(name));
const render = (component: unknown, props: Record<string, unknown>) =>
  elements(renderToStaticMarkup(createElement(component as ComponentType, props)));

describe("the icon sprite", () => {
  it.each(names)("draws %s as lucide-react does", (name) => {
    const props = { className: "size-4 text-navy-700" };
    const [lucideSvg, ...lucideShapes] = render(lucide[name as keyof typeof lucide], props);
    const [svg, use, ...more] = render(icons[name as keyof typeof icons], props);
    expect(more).toEqual([]);
    expect(outer(svg!)).toEqual(outer(lucideSvg!));
    expect(use!.tag).toBe("use");
    const [url, id] = use!.attributes.href!.split("#");
    expect(url).toMatch(/icons\.svg$/);
    expect(symbols.get(id!)).toEqual(lucideShapes);
  });

  it.each([
    { strokeWidth: 1.5 },
    { size: 32 },
    { "aria-label": "Delivered", role: "img" },
    { "aria-hidden": "true", id: "icon" },
  ])("takes lucide's props: %o", (props) => {
    const [lucideSvg] = render(lucide.Truck, props);
    const [svg] = render(icons.Truck, props);
    expect(outer(svg!)).toEqual(outer(lucideSvg!));
  });

  it("holds the icons icons.tsx declares, each once, and a scene for every service", () => {
    const ids = [...symbols.keys()];
    expect(ids.filter((id) => !id.startsWith("art-")).sort()).toEqual(iconNames(source).sort());
    expect(iconNames(source)).toHaveLength(names.length);
    expect(ids.filter((id) => id.startsWith("art-")).sort()).toEqual(
      services.map(({ slug }) => `art-${slug}`).sort(),
    );
  });

  it.each(services.map(({ slug }) => slug))("shows the %s scene from the sprite", (slug) => {
    const [svg, use, ...more] = render(ServiceArt, { slug, className: "w-full" });
    expect(more).toEqual([]);
    expect(svg!.attributes).toMatchObject({ viewBox: "0 0 240 150", class: "w-full" });
    expect(use!.attributes.href).toMatch(new RegExp(`icons\\.svg#art-${slug}$`));
    // A scene is drawn in fixed colours, from 10 to 50 shapes.
    expect(symbols.get(`art-${slug}`)!.length).toBeGreaterThan(5);
  });

  it("refuses a name lucide-react does not draw, or only as an alias", async () => {
    await expect(iconSymbols(["no-such-icon"])).rejects.toThrow('no icon "no-such-icon"');
    await expect(iconSymbols(["home"])).rejects.toThrow('"home" has no __iconData');
  });
});
