import { Link } from "react-router";
import { useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { texts } from "@core/content/business-statements";

/**
 * "Dispute this charge" (CONTRACT.md "Business accounts", "charges";
 * docs/decisions/043-statements.md): customer care's own request form with
 * the category `billing` and the LR filled in, in the page's language, so a
 * dispute is a ticket like any other: numbered, answered by e-mail, in the
 * staff queue. The page that shows it must load the "business-statements" texts.
 */
export function DisputeLink({ lrNo, className }: { lrNo: string; className: string }) {
  const t = useTexts(texts).dispute;
  const localize = useLocalize();
  return (
    <Link className={className} to={localize(`/support/request?category=billing&lr=${lrNo}`)}>
      {t.link}
    </Link>
  );
}
