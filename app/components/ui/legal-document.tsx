import { PageHeader } from "~/components/ui/page-header";
import { company } from "~/content/company";
import type { LegalSection } from "~/content/legal";
import type { PageInfo } from "~/content/routes";

/** Privacy policy and terms: static text from app/content/legal.ts. */
export function LegalDocument({
  page,
  sections,
}: {
  page: PageInfo;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageHeader page={page} />
      <article className="container-page max-w-3xl py-12 lg:py-16">
        <p className="inline-block rounded-full bg-navy-50 px-4 py-1.5 text-sm font-semibold text-navy-800">
          Last updated {company.legalLastUpdated}
        </p>
        <div className="prose-legal">
          {sections.map((s) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      </article>
    </>
  );
}
