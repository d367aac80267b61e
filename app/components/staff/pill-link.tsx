import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A rounded link that picks one view of a staff list (a queue, a day, a
 * status), drawn filled when it is the page shown (`aria-current="page"`).
 * At least 44 px tall, so a thumb finds it on a phone.
 */
export function PillLink({
  to,
  current,
  children,
}: {
  to: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className="inline-flex min-h-11 items-center rounded-full border-2 border-navy-200 bg-white px-4 text-sm font-semibold text-navy-900 hover:border-navy-400 aria-[current=page]:border-navy-900 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
    >
      {children}
    </Link>
  );
}
