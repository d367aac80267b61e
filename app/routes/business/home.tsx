import { Link } from "react-router";
import { businessMeta } from "~/components/business/business-meta";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { businessMay, type BusinessWork } from "@core/business-access";
import { texts } from "@core/content/business-account";
import { fill, type TextsHandle } from "@core/texts";
import type { Route } from "./+types/home";

export const handle = { texts: ["business-account"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.home.title);

export const headers = () => ({ "Cache-Control": "no-store" });

/** /business: counts of this business's shipments (only its own: the service filters by its id). */
export async function loader(args: Route.LoaderArgs) {
  const { user, business } = await requireBusiness(args, null);
  const counts = await args.context.services.business.dashboard(business.id);
  return { counts, role: user.role, legalName: business.legalName };
}

const LINKS: {
  key: "book" | "upload" | "shipments" | "pickups";
  path: string;
  what: BusinessWork;
}[] = [
  { key: "book", path: "/business/book", what: "book" },
  { key: "upload", path: "/business/book/upload", what: "book" },
  { key: "pickups", path: "/business/pickups", what: "pickups" },
  { key: "shipments", path: "/business/shipments", what: "shipments" },
];

export default function BusinessHome({ loaderData }: Route.ComponentProps) {
  const t = useTexts(texts);
  const localize = useLocalize();
  const { counts, role } = loaderData;
  const tiles = [
    { label: t.home.bookedToday, value: counts.bookedToday },
    { label: t.home.inTransit, value: counts.inTransit },
    { label: t.home.deliveredThisMonth, value: counts.deliveredThisMonth },
  ];
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.home.title}</h1>
      <p className="mt-2 text-muted">{fill(t.home.intro, { business: loaderData.legalName })}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
          >
            <dt className="text-sm font-semibold text-muted">{tile.label}</dt>
            <dd className="mt-1 text-4xl font-extrabold text-navy-900">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-10 text-lg font-bold text-navy-900">{t.home.next}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {LINKS.filter((link) => businessMay(role, link.what)).map((link) => (
          <li key={link.key}>
            <Link
              to={localize(link.path)}
              className="flex min-h-12 items-center rounded-xl border border-navy-200 bg-white px-4 font-semibold text-navy-800 hover:border-navy-400"
            >
              {t.home[link.key]}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
