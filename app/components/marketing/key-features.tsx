import {
  Clock3,
  Headset,
  Map,
  Navigation,
  UsersRound,
  Warehouse,
  type IconComponent,
} from "~/components/ui/icons";
import { experience as facts, texts } from "@core/content/about";
import { useTexts } from "~/lib/texts";
import { SectionHeading } from "./section-heading";
import { YearsCounter } from "./years-counter";

const icons: readonly IconComponent[] = [Navigation, Map, Warehouse, Clock3, UsersRound, Headset];

/** About us: key features beside the years-of-experience counter. */
export function KeyFeatures() {
  const { aboutSections, experience, keyFeatures } = useTexts(texts);
  return (
    <section aria-labelledby="key-features-title" className="bg-white py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="key-features-title" text={aboutSections.keyFeatures} />
        <div className="mt-10 grid gap-6 lg:grid-cols-[20rem_1fr]">
          <div className="relative overflow-hidden rounded-[1.5rem] bg-navy-900 p-8">
            <svg
              className="pointer-events-none absolute -right-10 -bottom-10 size-56 opacity-40"
              viewBox="0 0 100 100"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="50" cy="50" r="40" fill="none" stroke="#3a6599" strokeWidth="12" />
              <circle
                cx="50"
                cy="50"
                r="40"
                fill="none"
                stroke="#ffab1f"
                strokeWidth="1.5"
                strokeDasharray="5 5"
              />
            </svg>
            <div className="relative">
              <YearsCounter target={facts.years} label={experience.label} />
              <p className="mt-5 leading-relaxed text-navy-100">{experience.text}</p>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {keyFeatures.map((feature, i) => {
              const Icon = icons[i] ?? Navigation;
              return (
                <li
                  key={feature.title}
                  className="flex gap-4 rounded-card border border-navy-100 bg-paper p-5 sm:block"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="font-extrabold text-navy-900 sm:mt-4">{feature.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted">{feature.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
