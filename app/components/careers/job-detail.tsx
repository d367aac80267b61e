import { ArrowLeft } from "~/components/ui/icons";
import { Link } from "~/components/ui/local-link";
import { texts } from "@core/content/careers";
import { texts as dateTexts } from "@core/content/dates";
import { useLang } from "~/lib/i18n";
import { formatJobDate } from "~/lib/job-posting";
import { localDate } from "@core/local-date";
import { useTexts } from "~/lib/texts";
import type { Job } from "@core/schemas/job";
import { ApplyButton } from "./apply";

type ListKey = "responsibilities" | "requirements" | "skills" | "languages" | "benefits";
const LISTS: ListKey[] = ["responsibilities", "requirements", "skills", "languages", "benefits"];
const FACTS = [
  "location",
  "experience",
  "salary",
  "job_level",
  "employment_type",
  "workplace_type",
  "industry",
  "company",
] as const;

export function BackToOpenings() {
  const careers = useTexts(texts);
  return (
    <Link
      to="/join-us/career"
      className="inline-flex items-center gap-2 font-semibold text-navy-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {careers.back}
    </Link>
  );
}

/** Every field of one job (spec section 3), the five lists as lists. */
export function JobDetail({ job }: { job: Job }) {
  const careers = useTexts(texts);
  const { months } = useTexts(dateTexts);
  const lang = useLang();
  const updated =
    lang === "en" ? formatJobDate(job.updated_at) : localDate(new Date(job.updated_at), months);
  return (
    <div className="container-page py-10 lg:py-14">
      <BackToOpenings />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <aside
          aria-label={careers.summaryLabel}
          className="h-fit rounded-card bg-white p-6 shadow-card lg:col-start-2 lg:row-start-1"
        >
          <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-1">
            {FACTS.map((key) => (
              <div key={key}>
                <dt className="font-semibold text-muted">{careers.facts[key]}</dt>
                <dd className="text-navy-900">{job[key]}</dd>
              </div>
            ))}
            <div>
              <dt className="font-semibold text-muted">{careers.facts.updated_at}</dt>
              <dd className="text-navy-900">
                <time dateTime={job.updated_at}>{updated}</time>
              </dd>
            </div>
          </dl>
          <ApplyButton job={job} className="mt-6 w-full" />
        </aside>
        <article
          aria-labelledby="job-description-title"
          className="space-y-8 lg:col-start-1 lg:row-start-1"
        >
          <section>
            <h2 id="job-description-title" className="text-2xl font-extrabold text-navy-900">
              {careers.sections.description}
            </h2>
            <p className="mt-3 leading-relaxed">{job.description}</p>
          </section>
          {LISTS.map((key) => (
            <section key={key} aria-labelledby={`job-${key}`}>
              <h2 id={`job-${key}`} className="text-xl font-bold text-navy-900">
                {careers.sections[key]}
              </h2>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-saffron-600">
                {job[key].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
          <section
            aria-labelledby="job-apply-title"
            className="rounded-card bg-navy-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6"
          >
            <div>
              <h2 id="job-apply-title" className="text-xl font-bold text-navy-900">
                {careers.applyTitle}
              </h2>
              <p className="mt-1 text-muted">{careers.applyText}</p>
            </div>
            <ApplyButton job={job} className="mt-4 w-full shrink-0 sm:mt-0 sm:w-auto" />
          </section>
        </article>
      </div>
    </div>
  );
}
