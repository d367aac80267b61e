import { Star } from "~/components/ui/icons";

/**
 * Five radio buttons drawn as stars (the /rate/<token> page): each is a
 * real radio with its words for a screen reader, so arrows move between
 * them and a form without JavaScript sends the one chosen. The stars up to
 * the chosen one fill by CSS alone (`group-has-[…:checked]`); written out
 * whole so the stylesheet's scan finds each class.
 */
const FILLED = [
  "group-has-[#rating-1:checked]:fill-saffron-500 group-has-[#rating-2:checked]:fill-saffron-500 group-has-[#rating-3:checked]:fill-saffron-500 group-has-[#rating-4:checked]:fill-saffron-500 group-has-[#rating-5:checked]:fill-saffron-500",
  "group-has-[#rating-2:checked]:fill-saffron-500 group-has-[#rating-3:checked]:fill-saffron-500 group-has-[#rating-4:checked]:fill-saffron-500 group-has-[#rating-5:checked]:fill-saffron-500",
  "group-has-[#rating-3:checked]:fill-saffron-500 group-has-[#rating-4:checked]:fill-saffron-500 group-has-[#rating-5:checked]:fill-saffron-500",
  "group-has-[#rating-4:checked]:fill-saffron-500 group-has-[#rating-5:checked]:fill-saffron-500",
  "group-has-[#rating-5:checked]:fill-saffron-500",
] as const;

export function RatingStars({
  labels,
  chosen,
}: {
  /** The words of each star, 1 to 5. */
  labels: readonly string[];
  chosen?: number;
}) {
  return (
    <div className="group mt-2 flex flex-wrap gap-1">
      {labels.map((label, i) => (
        <label
          key={label}
          htmlFor={`rating-${i + 1}`}
          className="relative flex size-12 cursor-pointer items-center justify-center rounded-xl has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-700"
        >
          <input
            type="radio"
            id={`rating-${i + 1}`}
            name="rating"
            value={i + 1}
            required
            defaultChecked={chosen === i + 1}
            className="peer sr-only"
          />
          <Star
            className={`size-10 text-saffron-700 ${FILLED[i]}`}
            strokeWidth={1.75}
            aria-hidden="true"
          />
          <span className="sr-only">{label}</span>
        </label>
      ))}
    </div>
  );
}
