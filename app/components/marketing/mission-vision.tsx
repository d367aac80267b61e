import { Compass, Target } from "~/components/ui/icons";
import { texts } from "@core/content/about";
import { useTexts } from "~/lib/texts";

/** About us: the mission and vision cards, lifted over the banner's edge. */
export function MissionVision() {
  const { mission, vision, missionVisionLabel } = useTexts(texts);
  const cards = [
    { block: mission, Icon: Target, tone: "bg-white text-ink" },
    { block: vision, Icon: Compass, tone: "bg-saffron-400 text-navy-950" },
  ];
  return (
    <section
      aria-label={missionVisionLabel}
      className="container-page relative z-10 -mt-8 lg:-mt-12"
    >
      <div className="grid gap-6 md:grid-cols-2">
        {cards.map(({ block, Icon, tone }) => (
          <article key={block.title} className={`rounded-card p-6 shadow-lift sm:p-8 ${tone}`}>
            <span className="grid size-12 place-items-center rounded-xl bg-navy-900 text-saffron-300">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h2 className="mt-5 text-2xl font-extrabold text-navy-900">{block.title}</h2>
            <p className="mt-3 text-lg leading-relaxed">{block.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
