import { MessageSquareWarning } from "~/components/ui/icons";
import { Link } from "~/components/ui/local-link";
import { texts } from "@core/content/help-contacts";
import { useTexts } from "~/lib/texts";

/** A problem with a shipment goes to customer care's form, not the general message. */
export function RaiseRequestCard() {
  const t = useTexts(texts);
  return (
    <div className="rounded-card border border-navy-100 bg-white p-5 shadow-card">
      <p className="font-semibold text-navy-900">{t.problem}</p>
      <Link to="/support/request" className="btn-primary mt-3">
        <MessageSquareWarning className="size-4" aria-hidden="true" />
        {t.raise}
      </Link>
    </div>
  );
}
