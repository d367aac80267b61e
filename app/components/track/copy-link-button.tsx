import { texts as trackingTexts } from "@core/content/tracking";
import { CopyField } from "~/components/ui/copy-field";
import { useTexts } from "~/lib/texts";

export { COPIED_MS } from "~/components/ui/copy-field";

/**
 * The page link in a read-only field (copy it by hand without JavaScript) and,
 * once scripts run, a 'Copy link' button that shows 'Copied!' for 2 s.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const t = useTexts(trackingTexts).share;
  return (
    <div className="mt-5">
      <CopyField
        value={url}
        // Rendered apart from the rest of the page (server/tracking/shipment-page.ts): a fixed id, not useId().
        id="share-link"
        label={t.pageLink}
        copy={t.copy}
        copied={t.copied}
        copyValue={() => window.location.href}
      />
    </div>
  );
}
