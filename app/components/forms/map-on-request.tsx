import { ExternalLink, MapPinned } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { company } from "~/content/company";

const query = encodeURIComponent([company.name, ...company.address.lines].join(", "));
const embedUrl = `https://www.google.com/maps?q=${query}&output=embed`;
const mapsLink = `https://www.google.com/maps/search/?api=1&query=${query}`;

/**
 * The office map, loaded only when the visitor asks (no request to Google on
 * page load). 'Show map' is a GET form to ?map=1: with JavaScript it swaps in
 * the map without a reload; without, the server renders the page with it.
 */
export function MapOnRequest() {
  const [params] = useSearchParams();
  const shown = params.get("map") === "1";
  return (
    <section
      aria-labelledby="office-map-title"
      className="overflow-hidden rounded-card border border-navy-100 bg-white shadow-card"
    >
      <h2 id="office-map-title" className="px-6 pt-5 text-xl font-extrabold text-navy-900">
        Find our office
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
        <div className="m-6 mb-0 grid aspect-[4/3] place-items-center rounded-xl bg-navy-50 p-6 text-center">
          <div>
            <MapPinned className="mx-auto size-10 text-navy-500" aria-hidden="true" />
            <p className="mt-2 text-sm text-muted">
              The map comes from Google. It loads only when you ask for it.
            </p>
            <Form method="get" preventScrollReset className="mt-4">
              <input type="hidden" name="map" value="1" />
              <button type="submit" className="btn-dark">
                Show map
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
          Open in Google Maps
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
