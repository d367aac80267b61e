import type { Service } from "@core/content/services";
import { ServiceCard } from "./service-card";

/** Service cards in a grid, each with its Know More link. */
export function ServiceGrid({
  items,
  labelledBy,
}: {
  items: readonly Service[];
  labelledBy: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((service) => (
        <li key={service.slug}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}
