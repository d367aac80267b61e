import { texts as organizationTexts } from "@core/content/organization";
import { organizationGraph } from "~/lib/structured-data";
import { useTexts } from "~/lib/texts";

/**
 * A schema.org JSON-LD block in the page body. `<` is escaped so no text can
 * close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

/** The company's Organization and LocalBusiness, in the page's language (the "organization" texts). */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationGraph(useTexts(organizationTexts))} />;
}
