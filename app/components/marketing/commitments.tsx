import {
  BadgeIndianRupee,
  Headset,
  Radar,
  ShieldCheck,
  Sparkles,
  UsersRound,
  type IconComponent,
} from "~/components/ui/icons";
import { texts } from "@core/content/home";
import { useTexts } from "~/lib/texts";
import { SectionHeading } from "./section-heading";

/** In the order of the commitments: Secure & Reliable, Cost Effective, Expert Team, Smart Technology, 24/7 Support. */
const icons: readonly IconComponent[] = [ShieldCheck, BadgeIndianRupee, UsersRound, Radar, Headset];

/** Where item i of n sits on the arc (desktop): centre (50%, 80%), radius 38% of the width. */
function arcPosition(i: number, n: number): React.CSSProperties & Record<"--x" | "--y", string> {
  const angle = Math.PI - (i * Math.PI) / (n - 1);
  return {
    "--x": `${(50 + 38 * Math.cos(angle)).toFixed(1)}%`,
    "--y": `${(80 - 76 * Math.sin(angle)).toFixed(1)}%`,
  };
}

/** Home section 5: five commitments on a semicircle on desktop, a list on phones. */
export function Commitments() {
  const { commitments, homeSections } = useTexts(texts);
  return (
    <section aria-labelledby="commitments-title" className="py-16 lg:py-24">
      <div className="container-page">
        <div className="relative lg:mx-auto lg:mb-10 lg:aspect-[2/1] lg:max-w-5xl">
          <svg
            viewBox="0 0 1000 500"
            className="absolute inset-0 hidden h-full w-full lg:block"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M120 400A380 380 0 0 1 880 400"
              fill="none"
              stroke="#e3ebf5"
              strokeWidth="34"
              strokeLinecap="round"
            />
            <path
              d="M120 400A380 380 0 0 1 880 400"
              fill="none"
              stroke="#ffab1f"
              strokeWidth="3"
              strokeDasharray="16 14"
            />
          </svg>
          <SectionHeading
            id="commitments-title"
            text={homeSections.commitments}
            align="center"
            className="lg:absolute lg:bottom-[4%] lg:left-1/2 lg:w-[24rem] lg:-translate-x-1/2"
          />
          <ol className="relative mt-10 space-y-8 before:absolute before:inset-y-4 before:left-[1.6875rem] before:border-l-2 before:border-dashed before:border-saffron-400 lg:static lg:mt-0 lg:space-y-0 lg:before:hidden">
            {commitments.map((item, i) => {
              const Icon = icons[i] ?? Sparkles;
              return (
                <li
                  key={item.title}
                  style={arcPosition(i, commitments.length)}
                  className="relative flex gap-4 lg:absolute lg:top-(--y) lg:left-(--x) lg:w-52 lg:-translate-x-1/2 lg:-translate-y-8 lg:flex-col lg:items-center lg:text-center"
                >
                  <span className="relative grid size-14 shrink-0 place-items-center rounded-full border-4 border-paper bg-navy-800 text-saffron-300 shadow-card lg:size-16">
                    <Icon className="size-6 lg:size-7" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="text-lg font-extrabold text-navy-900">{item.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-muted">{item.text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </section>
  );
}
