import { Link } from "react-router";

/** A count on the overview, a link to the list it counts; read out with what it counts. */
export function CountLink({ n, to, label }: { n: number; to: string; label: string }) {
  return (
    <Link to={to} className="font-bold text-navy-900 underline" aria-label={`${n} ${label}`}>
      {n.toLocaleString("en-IN")}
    </Link>
  );
}
