import { Children, cloneElement, isValidElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

/**
 * React Router's <Scripts>, its module preloads fetched at low priority
 * (docs/decisions/035-shipment-page-parts.md "Third pass").
 *
 * A page is whole without its scripts: the server renders it, its forms post
 * without them. At the browser's default (High) the hundred-odd KB of
 * modules shared a slow 4G link with the stylesheet and the font, and the
 * first paint waited for all of them (Lighthouse, mobile: first contentful
 * paint 2.0 s on /get-a-quote; 0.8 s with them at Low). The modules still
 * start downloading with the page; only their order changes.
 *
 * Scripts is called as a function so its output can be read: it uses hooks,
 * which is allowed inside this component's render. Anything it renders
 * other than a module preload is passed on as it is.
 */
export function PageScripts(props: ScriptsProps) {
  return <>{lowPriority(Scripts(props))}</>;
}

type LinkProps = { rel?: string; fetchPriority?: string; children?: ReactNode };

function lowPriority(node: ReactNode): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<LinkProps>(child)) return child;
    const element = child;
    if (element.type === "link" && element.props.rel === "modulepreload")
      return cloneElement(element, { fetchPriority: "low" });
    if (element.props.children === undefined) return element;
    return cloneElement(element, undefined, lowPriority(element.props.children));
  });
}
