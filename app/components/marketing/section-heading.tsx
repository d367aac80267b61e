import type { SectionText } from "@core/content/home";

/** Eyebrow, title and introduction of a page section; the title labels the section. */
export function SectionHeading({
  id,
  text,
  tone = "light",
  align = "start",
  className = "",
}: {
  id: string;
  text: SectionText;
  tone?: "light" | "dark";
  align?: "start" | "center";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={`${align === "center" ? "mx-auto text-center" : ""} max-w-2xl ${className}`}>
      <p
        className={`text-sm font-bold tracking-[0.16em] uppercase ${dark ? "text-saffron-300" : "text-saffron-700"}`}
      >
        {text.eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-title font-extrabold tracking-tight text-balance ${dark ? "text-white" : "text-navy-900"}`}
      >
        {text.title}
      </h2>
      <p className={`mt-3 text-lg leading-relaxed ${dark ? "text-navy-100" : "text-muted"}`}>
        {text.text}
      </p>
    </div>
  );
}
