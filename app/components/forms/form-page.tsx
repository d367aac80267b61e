import type { ReactNode } from "react";
import { PageHeader } from "~/components/ui/page-header";
import type { PageInfo } from "@core/content/routes";

type Props = {
  page: PageInfo;
  parent?: { label: string; href: string };
  heading: string;
  intro: string;
  /** Under the page banner's introduction, e.g. the pickup highlights. */
  banner?: ReactNode;
  /** Beside the form on wide screens, under it on phones. */
  aside?: ReactNode;
  children: ReactNode;
};

export const FORM_HEADING_ID = "form-heading";

/** The layout of every form page: banner, then the form card and what sits beside it. */
export function FormPage({ page, parent, heading, intro, banner, aside, children }: Props) {
  return (
    <>
      <PageHeader page={page} parent={parent}>
        {banner}
      </PageHeader>
      <div className="container-page py-10 lg:py-16">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:gap-12">
          <section
            aria-labelledby={FORM_HEADING_ID}
            className="relative rounded-card border border-navy-100 bg-white p-5 shadow-card sm:p-8"
          >
            <h2
              id={FORM_HEADING_ID}
              tabIndex={-1}
              className="text-title font-extrabold text-navy-900"
            >
              {heading}
            </h2>
            <p className="mt-2 text-muted">{intro}</p>
            <div className="mt-6">{children}</div>
          </section>
          {aside && <aside className="flex flex-col gap-6">{aside}</aside>}
        </div>
      </div>
    </>
  );
}
