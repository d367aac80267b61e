import type { Service } from "@core/content/services";
import { spriteHref } from "~/components/ui/icons";
import { SCENE_VIEW_BOX } from "./parts";

/**
 * A service's scene (service-scenes.tsx); decorative (the card names the
 * service). A page shows a scene up to twice, and a drawing is 10 to 48
 * elements: from the sprite, it is two.
 */
export function ServiceArt({
  slug,
  className = "",
}: {
  slug: Service["slug"];
  className?: string;
}) {
  return (
    <svg viewBox={SCENE_VIEW_BOX} aria-hidden="true" focusable="false" className={className}>
      <use href={spriteHref(`art-${slug}`)} />
    </svg>
  );
}
