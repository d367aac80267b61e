import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages.franchise);

export default function Franchise() {
  return (
    <>
      <PageHeader page={pages.franchise} parent={{ label: "Join Us", href: "/join-us" }} />
      <HelpContacts />
    </>
  );
}
