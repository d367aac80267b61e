import { ArrowRight, PackageSearch } from "~/components/ui/icons";
import { TrackSearchForm } from "~/components/track/track-search-form";
import { Link } from "~/components/ui/local-link";
import { texts as companyTexts } from "@core/content/company";
import { texts } from "@core/content/home";
import { homePage } from "@core/content/home-page";
import { usePageInfo, useTexts } from "~/lib/texts";

/**
 * Home section 1 (spec section 2): tagline, Get Started Now, Learn More and
 * the Track Your Shipment card. Moved unchanged from the home route so that
 * its code can load on the first interaction (routes/marketing/home.tsx).
 */
export function HomeHero() {
  const { hero } = useTexts(texts);
  const { tagline } = useTexts(companyTexts);
  const { intro } = usePageInfo(homePage);
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div className="container-page relative grid gap-8 py-10 sm:gap-10 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-24">
        <div>
          <p className="text-sm font-bold tracking-[0.16em] text-saffron-300 uppercase">
            {hero.eyebrow}
          </p>
          <h1 className="mt-4 text-display font-extrabold tracking-tight text-balance">
            {tagline}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-navy-100">{intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/services" className="btn-primary">
              {hero.getStarted}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/about-us" className="btn-outline text-white">
              {hero.learnMore}
              <span className="sr-only"> {hero.learnMoreHidden}</span>
            </Link>
          </div>
        </div>
        <TrackShipmentCard />
      </div>
    </section>
  );
}

/** Spec section 2, Home 1: the Track Your Shipment card of the hero. */
function TrackShipmentCard() {
  const { hero } = useTexts(texts);
  return (
    <section
      aria-labelledby="track-card-title"
      className="rounded-card bg-white p-5 text-ink shadow-lift sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800">
          <PackageSearch className="size-6" aria-hidden="true" />
        </span>
        <h2 id="track-card-title" className="text-2xl font-extrabold text-navy-900">
          {hero.trackTitle}
        </h2>
      </div>
      <p className="mt-3 leading-relaxed text-muted">{hero.trackText}</p>
      <TrackSearchForm
        placeholder={hero.trackPlaceholder}
        buttonLabel={hero.trackButton}
        className="mt-5"
      />
      <p className="mt-4 text-sm text-muted">
        {hero.lrHelpQuestion}{" "}
        <Link
          to="/track-shipment#lr-help"
          className="font-semibold text-navy-700 underline hover:text-navy-900"
        >
          {hero.lrHelpLink}
        </Link>
      </p>
    </section>
  );
}
