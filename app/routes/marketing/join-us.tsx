import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages.joinUs);

export default function JoinUs() {
  return (
    <>
      <PageHeader page={pages.joinUs} />
      <HelpContacts />
    </>
  );
}
