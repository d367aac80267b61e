import { Factory, Layers, ShoppingBag, Ship, type IconComponent } from "~/components/ui/icons";
import { texts } from "@core/content/about";
import { useTexts } from "~/lib/texts";
import { SectionHeading } from "./section-heading";

/** In the order of the audiences: D2C, enterprise and B2B, global trade, 3PL. */
const icons: readonly IconComponent[] = [ShoppingBag, Factory, Ship, Layers];

/** 'One platform, every business': the four audiences of spec section 2, About us. */
export function Audiences() {
  const { aboutSections, audiences } = useTexts(texts);
  return (
    <section aria-labelledby="audiences-title" className="container-page py-16 lg:py-24">
      <SectionHeading id="audiences-title" text={aboutSections.audiences} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {audiences.map((audience, i) => {
          const Icon = icons[i] ?? Layers;
          return (
            <li
              key={audience.title}
              className="rounded-card border-t-4 border-saffron-400 bg-white p-6 shadow-card"
            >
              <Icon className="size-8 text-navy-700" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-extrabold text-navy-900">{audience.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{audience.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
