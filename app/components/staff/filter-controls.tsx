import { controlClass } from "~/components/ui/field-parts";

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

/** Newer and Older links of a paged list (Previous and Next for a list in another order). */
export function PageLinks({
  label,
  page,
  pages,
  href,
  words = ["Newer", "Older"],
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  words?: readonly [previous: string, next: string];
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex gap-3">
      {page > 1 && (
        <a href={href(page - 1)} className="btn-outline text-navy-900">
          {words[0]}
        </a>
      )}
      {page < pages && (
        <a href={href(page + 1)} className="btn-outline text-navy-900">
          {words[1]}
        </a>
      )}
    </nav>
  );
}
