import { ChevronDown, SlidersHorizontal } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { controlClass } from "~/components/ui/field-parts";

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
  filter,
  children,
}: {
  /** The list's address without filters. */
  clear: string;
  /** The list's filter as read from its URL: the summary counts the filters on. */
  filter: Record<string, unknown>;
  children: ReactNode;
}) {
  const active = countFilters(filter);
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

/**
 * The controls of a staff list's GET filter form: the form's values come from
 * the URL, so a filtered list is a link and works without JavaScript.
 */
export function FilterSelect({
  name,
  label,
  value,
  options,
  all = "All",
}: {
  name: string;
  label: string;
  value?: string;
  options: { value: string; label: string }[];
  /** The option that filters nothing; null for a choice that always has a value (the order). */
  all?: string | null;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-bold text-navy-900">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        defaultValue={value ?? ""}
        className={`${controlClass} appearance-auto`}
      >
        {all !== null && <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterInput({
  name,
  label,
  value,
  type = "text",
  wide = false,
}: {
  name: string;
  label: string;
  value?: string;
  type?: "text" | "date" | "search";
  /** Two columns of the form from 640 px (the search box, whose label is long). */
  wide?: boolean;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={`filter-${name}`} className="block text-sm font-bold text-navy-900">
        {label}
      </label>
      <input
        id={`filter-${name}`}
        type={type}
        name={name}
        defaultValue={value ?? ""}
        className={controlClass}
      />
    </div>
  );
}

/** A yes-or-no filter: `name=1` when ticked. */
export function FilterCheck({
  name,
  label,
  checked,
}: {
  name: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 font-semibold text-navy-900">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="size-5" />
      {label}
    </label>
  );
}

/** Who a record is assigned to: anyone, oneself, nobody yet, or a colleague by name. */
export function AssigneeFilter({
  value,
  people,
}: {
  value?: string;
  people: { id: string; name: string }[];
}) {
  return (
    <FilterSelect
      name="assignee"
      label="Assignee"
      all="Anyone"
      value={value}
      options={[
        { value: "me", label: "Me" },
        { value: "none", label: "Nobody yet" },
        ...people.map((p) => ({ value: p.id, label: p.name })),
      ]}
    />
  );
}

/** The first and last day a record arrived, `from` and `to` (YYYY-MM-DD, India time). */
export function DayRangeFilters({
  from,
  to,
  verb,
}: {
  from?: string;
  to?: string;
  /** How the list's records arrive: "Received", "Raised". */
  verb: string;
}) {
  return (
    <>
      <FilterInput type="date" name="from" label={`${verb} from`} value={from} />
      <FilterInput type="date" name="to" label={`${verb} to`} value={to} />
    </>
  );
}
