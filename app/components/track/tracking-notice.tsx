import { Mail, PackageSearch, Phone, RefreshCw, WifiOff } from "~/components/ui/icons";
import { En, Filled } from "~/components/ui/en";
import { Link } from "~/components/ui/local-link";
import { MarkEnglish } from "~/components/ui/mark-english";
import { company } from "@core/content/company";
import { texts as trackingTexts } from "@core/content/tracking";
import { useTexts } from "~/lib/texts";

type Props =
  | { kind: "not-found"; lrNo: string }
  | { kind: "invalid"; input: string }
  | { kind: "error"; retryHref: string; reloadDocument?: boolean };

/**
 * What the page says when there is no result: calm, with what to check and
 * where to get help. Never an alert().
 */
export function TrackingNotice(props: Props) {
  const t = useTexts(trackingTexts);
  const error = props.kind === "error";
  const Icon = error ? WifiOff : PackageSearch;
  const title =
    props.kind === "not-found" ? (
      <Filled text={t.notice.notFound} values={{ lrNo: <En>{props.lrNo}</En> }} />
    ) : props.kind === "invalid" ? (
      props.input ? (
        <Filled text={t.notice.invalid} values={{ input: <En>{props.input}</En> }} />
      ) : (
        <MarkEnglish text={t.notice.invalidEmpty} />
      )
    ) : (
      t.notices.fetchFailed
    );
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
              <p className="mt-3 text-lg leading-relaxed text-muted">{t.notices.fetchFailedText}</p>
              <Link
                to={props.retryHref}
                reloadDocument={props.reloadDocument}
                className="btn-primary mt-6"
              >
                <RefreshCw className="size-4" aria-hidden="true" />
                {t.notice.tryAgain}
              </Link>
            </>
          ) : (
            <>
              <p className="mt-3 text-lg leading-relaxed text-ink">
                <MarkEnglish text={t.notices.format} />
              </p>
              <h3 className="mt-6 font-bold text-navy-900">{t.notice.pleaseCheck}</h3>
              <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed text-muted marker:text-saffron-600">
                {t.notices.checks.map((check) => (
                  <li key={check}>
                    <MarkEnglish text={check} />
                  </li>
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
  const t = useTexts(trackingTexts).notice;
  return (
    <div className="mt-6 border-t border-navy-100 pt-6">
      <p className="font-bold text-navy-900">{t.stillNeedHelp}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={`tel:${company.phone.tel}`} className="btn-dark">
          <Phone className="size-4" aria-hidden="true" />
          <Filled text={t.call} values={{ phone: <En>{company.phone.display}</En> }} />
        </a>
        <a href={`mailto:${company.email.support}`} className="btn-outline text-navy-900">
          <Mail className="size-4" aria-hidden="true" />
          <Filled text={t.email} values={{ email: <En>{company.email.support}</En> }} />
        </a>
      </div>
    </div>
  );
}
