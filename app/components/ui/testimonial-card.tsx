import { Star } from "~/components/ui/icons";
import { texts, type Testimonial } from "@core/content/testimonials";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";

export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  const { rated } = useTexts(texts);
  return (
    <figure className="flex h-full flex-col rounded-card border border-navy-100 bg-white p-6 shadow-card">
      <div className="flex gap-0.5" role="img" aria-label={fill(rated, { rating: t.rating })}>
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            className={`size-4 ${i < t.rating ? "fill-saffron-400 text-saffron-500" : "text-navy-200"}`}
            aria-hidden="true"
          />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">“{t.text}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-full bg-navy-800 font-bold text-white"
          aria-hidden="true"
        >
          {t.initial}
        </span>
        <span>
          <span className="block font-bold text-navy-900">{t.name}</span>
          <span className="block text-sm text-muted">
            {t.role} · {t.date}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
