export type PagerProps = {
  /** The name of the pages' navigation: "Pages of leads". */
  label: string;
  href: (page: number) => string;
  words?: readonly [previous: string, next: string];
};

/** Newer and Older links of a paged list (Previous and Next for a list in another order). */
export function PageLinks({
  label,
  page,
  pages,
  href,
  words = ["Newer", "Older"],
}: PagerProps & { page: number; pages: number }) {
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
