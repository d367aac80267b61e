import { ArrowRight, CircleCheck, ShieldCheck } from "~/components/ui/icons";
import type { Route } from "./+types/grievance";
import { En, Filled } from "~/components/ui/en";
import { GrievanceOfficerCard } from "~/components/ui/grievance-officer-card";
import { Link } from "~/components/ui/local-link";
import { PageHeader } from "~/components/ui/page-header";
import { company } from "@core/content/company";
import { consumerHelp, grievancePlaces, texts } from "@core/content/grievance";
import { pages } from "@core/content/routes";
import { fill, type TextsHandle } from "@core/texts";
import { pageMeta } from "~/lib/meta";
import { useTexts } from "~/lib/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["grievance"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.grievance, args);

const LINK = "font-semibold text-navy-800 underline underline-offset-2 hover:text-saffron-700";

/**
 * The grievance officer (CONTRACT.md "Customer care"): who to
 * write to, the steps from customer care to the consumer commission, the
 * promises (core/support.ts) and the terms' claim limits.
 */
export default function Grievance() {
  const t = useTexts(texts);
  const places = {
    ...grievancePlaces,
    officer: <En>{company.grievanceOfficer.name}</En>,
    helpline: (
      <a href={`tel:${consumerHelp.helpline.tel}`} className={LINK}>
        {consumerHelp.helpline.display}
      </a>
    ),
    helplineSite: <ExternalLink {...consumerHelp.helplineSite} />,
    commissionSite: <ExternalLink {...consumerHelp.commissionSite} />,
  };
  return (
    <>
      <PageHeader page={pages.grievance} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:py-16 xl:gap-16">
        <GrievanceOfficerCard className="lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1" />
        <div className="space-y-12 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="steps-title">
            <h2 id="steps-title" className="text-title font-extrabold text-navy-900">
              {t.steps.heading}
            </h2>
            <ol className="mt-6 space-y-4">
              {t.steps.items.map((step, i) => (
                <li
                  key={step.title}
                  className="flex gap-4 rounded-card border border-navy-100 bg-white p-5 shadow-card sm:p-6"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-full bg-saffron-400 text-lg font-extrabold text-navy-950"
                  >
                    {i + 1}
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-lg font-bold text-navy-900">{step.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted">
                      <Filled text={step.text} values={places} />
                    </p>
                    {"link" in step && (
                      <Link to={step.link.href} className="btn-dark mt-4">
                        {step.link.label}
                        <ArrowRight className="size-4" aria-hidden="true" />
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <section
            aria-labelledby="personal-data-title"
            className="flex gap-4 rounded-card bg-navy-50 p-5 sm:p-6"
          >
            <ShieldCheck className="mt-0.5 size-6 shrink-0 text-navy-700" aria-hidden="true" />
            <div>
              <h2 id="personal-data-title" className="text-lg font-bold text-navy-900">
                {t.personalData.heading}
              </h2>
              {t.personalData.paragraphs.map((p) => (
                <p key={p} className="mt-2 leading-relaxed text-muted">
                  {p}
                </p>
              ))}
            </div>
          </section>

          <section aria-labelledby="promises-title">
            <h2 id="promises-title" className="text-title font-extrabold text-navy-900">
              {t.promises.heading}
            </h2>
            <Checklist items={t.promises.items.map((item) => fill(item, grievancePlaces))} />
          </section>

          <section aria-labelledby="claims-title">
            <h2 id="claims-title" className="text-title font-extrabold text-navy-900">
              {t.claims.heading}
            </h2>
            <Checklist items={t.claims.items.map((item) => fill(item, grievancePlaces))} />
            <p className="mt-4 leading-relaxed text-muted">
              <Filled
                text={t.claims.terms}
                values={{
                  terms: (
                    <Link to={t.claims.termsLink.href} className={LINK}>
                      {t.claims.termsLink.label}
                    </Link>
                  ),
                }}
              />
            </p>
          </section>
        </div>
      </div>
    </>
  );
}

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-5 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-ink">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A government site: its address as the link's text, English on every page. */
function ExternalLink({ display, href }: { display: string; href: string }) {
  return (
    <a href={href} className={LINK}>
      <En>{display}</En>
    </a>
  );
}
