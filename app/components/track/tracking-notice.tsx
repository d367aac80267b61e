import { Mail, PackageSearch, Phone, RefreshCw, WifiOff } from "lucide-react";
import { Link } from "react-router";
import { company } from "~/content/company";
import { trackingNotices } from "~/content/tracking";

type Props =
  | { kind: "not-found"; lrNo: string }
  | { kind: "invalid"; input: string }
  | { kind: "error"; retryHref: string; reloadDocument?: boolean };

/**
 * What the page says when there is no result: calm, with what to check and
 * where to get help (issue 3, "Errors a person understands"). Never an alert().
 */
export function TrackingNotice(props: Props) {
  const error = props.kind === "error";
  const Icon = error ? WifiOff : PackageSearch;
  const title =
    props.kind === "not-found"
      ? `We could not find a shipment with LR number ${props.lrNo}`
      : props.kind === "invalid"
        ? props.input
          ? `“${props.input}” does not look like an LR number`
          : "That does not look like an LR number"
        : trackingNotices.fetchFailed;
  return (
    <section
      aria-labelledby="tracking-notice-title"
      role={error ? "alert" : undefined}
      className="mx-auto max-w-3xl rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2
            id="tracking-notice-title"
            className="text-2xl font-extrabold break-words text-navy-900"
          >
            {title}
          </h2>
          {error ? (
            <>
              <p className="mt-3 text-lg leading-relaxed text-muted">
                {trackingNotices.fetchFailedText}
              </p>
              <Link
                to={props.retryHref}
                reloadDocument={props.reloadDocument}
                className="btn-primary mt-6"
              >
                <RefreshCw className="size-4" aria-hidden="true" />
                Try again
              </Link>
            </>
          ) : (
            <>
              <p className="mt-3 text-lg leading-relaxed text-ink">{trackingNotices.format}</p>
              <h3 className="mt-6 font-bold text-navy-900">Please check:</h3>
              <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed text-muted marker:text-saffron-600">
                {trackingNotices.checks.map((check) => (
                  <li key={check}>{check}</li>
                ))}
              </ul>
            </>
          )}
          <SupportLinks />
        </div>
      </div>
    </section>
  );
}

function SupportLinks() {
  return (
    <div className="mt-6 border-t border-navy-100 pt-6">
      <p className="font-bold text-navy-900">Still need help? Our support team answers 24/7.</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={`tel:${company.phone.tel}`} className="btn-dark">
          <Phone className="size-4" aria-hidden="true" />
          Call {company.phone.display}
        </a>
        <a href={`mailto:${company.email.support}`} className="btn-outline text-navy-900">
          <Mail className="size-4" aria-hidden="true" />
          E-mail {company.email.support}
        </a>
      </div>
    </div>
  );
}
