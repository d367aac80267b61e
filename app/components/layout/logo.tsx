/** The mark: an S-shaped road with a saffron centre line, on highway navy. */
export function LogoMark({ className = "size-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="#0d1f38" />
      <path
        d="M30 9.5H17a6.25 6.25 0 0 0 0 12.5h6a6.25 6.25 0 0 1 0 12.5H10"
        fill="none"
        stroke="#fff"
        strokeWidth="6.5"
        strokeLinecap="round"
      />
      <path
        d="M30 9.5H17a6.25 6.25 0 0 0 0 12.5h6a6.25 6.25 0 0 1 0 12.5H10"
        fill="none"
        stroke="#ffab1f"
        strokeWidth="1.6"
        strokeDasharray="3 2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      {/* The brand, in English on every page: Hindi and Marathi keep its letter-spacing too (app.css). */}
      <span lang="en" className="flex flex-col leading-none">
        <span
          className={`text-lg font-extrabold tracking-tight ${inverted ? "text-white" : "text-navy-900"}`}
        >
          Sahyadri
        </span>
        <span
          className={`text-[0.7rem] font-semibold tracking-[0.14em] uppercase ${inverted ? "text-navy-200" : "text-muted"}`}
        >
          Interlink Logistics
        </span>
      </span>
    </span>
  );
}
