import { En, Filled } from "~/components/ui/en";
import { boardMembers as englishMembers, texts } from "@core/content/about";
import { company } from "@core/content/company";
import { useTexts } from "~/lib/texts";
import { SectionHeading } from "./section-heading";

function initials(name: string) {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("");
}

/** About us: the two directors, with a monogram each (spec section 2). */
export function BoardMembers() {
  const { aboutSections, boardMembers } = useTexts(texts);
  return (
    <section aria-labelledby="board-title" className="container-page py-16 lg:py-24">
      <SectionHeading id="board-title" text={aboutSections.board} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {boardMembers.map((member, i) => (
          <li
            key={member.name}
            className="flex flex-col gap-6 rounded-card border border-navy-100 bg-white p-6 shadow-card sm:flex-row sm:p-8"
          >
            <span
              className="relative grid size-24 shrink-0 place-items-center rounded-full bg-navy-900 text-3xl font-extrabold text-white"
              aria-hidden="true"
            >
              {/* The monogram stays in Latin letters in every language, like a logo. */}
              {initials(englishMembers[i]!.name)}
              <span className="absolute inset-1 rounded-full border-2 border-dashed border-saffron-400" />
            </span>
            <div>
              <h3 className="text-xl font-extrabold text-navy-900">{member.name}</h3>
              <p className="font-bold text-saffron-700">{member.role}</p>
              <p className="mt-3 leading-relaxed text-muted">
                <Filled text={member.description} values={{ brand: <En>{company.name}</En> }} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
