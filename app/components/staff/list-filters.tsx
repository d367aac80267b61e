import { ChevronDown, SlidersHorizontal } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * How many filters a list's URL turns on, for the folded form's summary:
 * every value given except the page and the order, which choose what part of
 * the list to see, not which rows are in it.
 */
export function countFilters(filter: Record<string, unknown>): number {
  return Object.entries(filter).filter(
    ([key, value]) => key !== "page" && key !== "sort" && value !== undefined && value !== "",
  ).length;
}

/**
 * The GET filter form of a staff list (leads, tickets, applications): on a
 * phone it is folded into a closed native <details> ("Filters (2
 * on)"), so the list is the first thing on the screen; from 768 px it is
 * always open and the summary is not drawn. Browsers that cannot style
 * ::details-content keep the summary there too, and open it with a click.
 * Works without JavaScript.
 */
export function ListFilters({
  clear,
  active,
  children,
}: {
  /** The list's address without filters. */
  clear: string;
  /** How many filters are on (countFilters). */
  active: number;
  children: ReactNode;
}) {
  return (
    <details className="group rounded-2xl border border-navy-100 bg-white md:details-content:[content-visibility:visible]">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 font-bold text-navy-900 hover:bg-navy-50 md:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal className="size-5" aria-hidden="true" />
        <span>Filters{active > 0 && ` (${active} on)`}</span>
        <ChevronDown
          className="ml-auto size-5 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <Form
        method="get"
        className="grid gap-4 px-4 pt-1 pb-4 sm:grid-cols-2 md:pt-4 lg:grid-cols-5 lg:items-end"
      >
        {children}
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-1">
          <button type="submit" className="btn-dark">
            Show
          </button>
          <a href={clear} className="btn-outline text-navy-900">
            Clear
          </a>
        </div>
      </Form>
    </details>
  );
}
