import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages.trackShipment);

export default function TrackShipment() {
  return (
    <>
      <PageHeader page={pages.trackShipment} />
      <HelpContacts />
    </>
  );
}
