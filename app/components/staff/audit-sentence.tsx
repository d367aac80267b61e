import { Link } from "react-router";
import type { AuditPart } from "@core/audit-sentences";

/** One audit row's sentence: names as text, records as links, erased records said so. */
export function AuditSentence({ parts }: { parts: AuditPart[] }) {
  return parts.map((part, i) =>
    typeof part === "string" ? (
      <span key={i}>{part}</span>
    ) : "href" in part ? (
      <Link key={i} to={part.href} className="font-semibold text-navy-800 underline">
        <bdi>{part.label}</bdi>
      </Link>
    ) : (
      <span key={i} className="text-muted">
        {part.erased}
      </span>
    ),
  );
}
