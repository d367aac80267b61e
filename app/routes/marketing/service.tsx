import { useLocation } from "react-router";
import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { pages, type PageInfo } from "~/content/routes";
import { pageMeta } from "~/lib/meta";

/** The six service pages (spec section 2, "Service pages"), found by URL. */
const servicePages: Record<string, PageInfo> = {
  "/services/ptl": pages.ptl,
  "/services/ltl": pages.ltl,
  "/services/ftl": pages.ftl,
  "/services/cl": pages.cl,
  "/services/warehousing": pages.warehousing,
  "/services/express-delivery": pages.express,
};

function servicePage(pathname: string): PageInfo {
  return servicePages[pathname.replace(/\/$/, "")] ?? pages.services;
}

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta(servicePage(location.pathname));

export default function ServicePage() {
  const page = servicePage(useLocation().pathname);
  return (
    <>
      <PageHeader page={page} parent={{ label: "Services", href: "/services" }} />
      <HelpContacts />
    </>
  );
}
