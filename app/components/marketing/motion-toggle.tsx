import { Pause, Play, RotateCcw } from "~/components/ui/icons";
import { texts } from "@core/content/motion";
import { useTexts } from "~/lib/texts";

/**
 * The visible pause control every moving element has (WCAG 2.2.2). `subject`
 * completes the accessible name: "Pause services carousel".
 */
export function MotionToggle({
  playing,
  finished = false,
  subject,
  onToggle,
  tone = "light",
}: {
  playing: boolean;
  finished?: boolean;
  subject: string;
  onToggle: () => void;
  tone?: "light" | "dark";
}) {
  const t = useTexts(texts);
  const label = playing ? t.pause : finished ? t.replay : t.play;
  const Icon = playing ? Pause : finished ? RotateCcw : Play;
  const colours =
    tone === "dark"
      ? "border-white/40 text-white hover:bg-white/10"
      : "border-navy-200 bg-white text-navy-800 hover:border-navy-400";
  return (
    <button
      type="button"
      onClick={onToggle}
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border-2 px-4 text-sm font-bold ${colours}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
      <span className="sr-only"> {subject}</span>
    </button>
  );
}
