import { useParams } from "react-router";
import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";

export const meta = ({ params }: { params: { lrno?: string } }) =>
  pageMeta({
    ...pages.trackShipmentV2,
    title: `Tracking ${params.lrno ?? ""} | Sahyadri Interlink Logistics`,
    path: `/track-shipment-v2/${encodeURIComponent(params.lrno ?? "")}`,
  });

export default function TrackShipmentV2() {
  const { lrno = "" } = useParams();
  return (
    <>
      <PageHeader
        page={{ ...pages.trackShipmentV2, heading: `Shipment ${lrno}` }}
        parent={{ label: "Track & Trace", href: "/track-shipment" }}
      />
      <HelpContacts />
    </>
  );
}
