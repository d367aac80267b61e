/**
 * What every public page is called: title, description, heading and
 * introduction (content, so route modules stay thin). `prerender` marks pages
 * whose HTML does not depend on the request (docs/decisions/004-prerendering.md).
 */
export type PageInfo = {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  prerender: boolean;
};

const suffix = " | Sahyadri Interlink Logistics";

export function page(
  path: string,
  title: string,
  heading: string,
  description: string,
  intro: string,
  prerender = true,
): PageInfo {
  return { path, title: title + suffix, heading, description, intro, prerender };
}
