import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages.clientRegistration);

export default function ClientRegistration() {
  return (
    <>
      <PageHeader page={pages.clientRegistration} parent={{ label: "Join Us", href: "/join-us" }} />
      <HelpContacts />
    </>
  );
}
