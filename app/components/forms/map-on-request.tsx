import { ExternalLink, MapPinned } from "~/components/ui/icons";
import { Form, useSearchParams } from "react-router";
import { company } from "@core/content/company";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";

const query = encodeURIComponent([company.name, ...company.address.lines].join(", "));
const embedUrl = `https://www.google.com/maps?q=${query}&output=embed`;
const mapsLink = `https://www.google.com/maps/search/?api=1&query=${query}`;
const officeMap = {
  src: "/office-map.svg",
  alt: `Map of our office's surroundings: ${company.address.street}, ${company.address.locality}, ${company.address.district}, between Vasai Road railway station and National Highway 48 (NH48) at Vasai Phata`,
};

/**
 * The office map (spec section 2, Contact us): on load, a drawing of the
 * office's surroundings served by the site itself; Google's interactive map
 * only when the visitor asks (no request to Google on page load). 'Show map'
 * is a GET form to ?map=1: with JavaScript it swaps in the map without a
 * reload; without, the server renders the page with it.
 */
export function MapOnRequest() {
  const [params] = useSearchParams();
  const shown = params.get("map") === "1";
  const t = useTexts(texts).map;
  return (
    <section
      aria-labelledby="office-map-title"
      className="overflow-hidden rounded-card border border-navy-100 bg-white shadow-card"
    >
      <h2 id="office-map-title" className="px-6 pt-5 text-xl font-extrabold text-navy-900">
        {t.title}
      </h2>
      {shown ? (
        <iframe
          title={`Map: ${company.name}, ${company.address.locality}`}
          src={embedUrl}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="mt-4 aspect-[4/3] w-full border-0"
        />
      ) : (
        <div className="px-6 pt-4">
          {/* Drawn for this site and served by it: a map on load with no request to a third party. */}
          <img
            src={officeMap.src}
            alt={officeMap.alt}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-xl border border-navy-100"
          />
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm text-muted">
              <MapPinned className="mt-0.5 size-4 shrink-0 text-navy-500" aria-hidden="true" />
              {t.note}
            </p>
            <Form method="get" preventScrollReset className="shrink-0">
              <input type="hidden" name="map" value="1" />
              <button type="submit" className="btn-dark">
                {t.show}
              </button>
            </Form>
          </div>
        </div>
      )}
      <p className="px-6 py-4">
        <a
          href={mapsLink}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-navy-700 underline-offset-2 hover:underline"
        >
          {t.open}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{t.newTab}</span>
        </a>
      </p>
    </section>
  );
}
