import { En, Filled } from "~/components/ui/en";
import { PageHeader } from "~/components/ui/page-header";
import { company } from "@core/content/company";
import { texts as dateTexts } from "@core/content/dates";
import { texts } from "@core/content/legal";
import type { PageInfo } from "@core/content/routes";
import { useLang } from "~/lib/i18n";
import { localDate, parseWrittenDate } from "@core/local-date";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";

/** Privacy policy and terms: static text from core/content/legal.ts, in the page's language. */
export function LegalDocument({
  page,
  document,
}: {
  page: PageInfo;
  document: "privacyPolicy" | "termsAndConditions";
}) {
  const t = useTexts(texts);
  const { months } = useTexts(dateTexts);
  const lang = useLang();
  const written = parseWrittenDate(company.legalLastUpdated);
  const date =
    lang === "en" || !written ? company.legalLastUpdated : localDate(written, months, "UTC");
  const brand = <En>{company.name}</En>;
  return (
    <>
      <PageHeader page={page} />
      <article className="container-page max-w-3xl py-12 lg:py-16">
        <p className="inline-block rounded-full bg-navy-50 px-4 py-1.5 text-sm font-semibold text-navy-800">
          {fill(t.lastUpdated, { date })}
        </p>
        <div className="prose-legal">
          {t[document].map((s) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>
                  <Filled text={p} values={{ brand }} />
                </p>
              ))}
            </section>
          ))}
        </div>
      </article>
    </>
  );
}
