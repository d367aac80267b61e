import { Headset } from "~/components/ui/icons";

/**
 * The assistant's face: a headset on saffron. (Not the logo mark: importing
 * it here would split the header's logo out of the root chunk.)
 */
export function BotAvatar({ size }: { size: "sm" | "lg" }) {
  const box = size === "sm" ? "size-7" : "size-10";
  const glyph = size === "sm" ? "size-4" : "size-5";
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-saffron-400 text-navy-950 ${box}`}
    >
      <Headset className={glyph} />
    </span>
  );
}
