import { data, Link } from "react-router";
import { businessMeta } from "~/components/business/business-meta";
import { requireBusiness } from "~/lib/business-guard.server";
import { useLang, useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import { texts } from "@core/content/business-booking";
import { indiaDateTime } from "@core/india-time";
import { rupeesText } from "@core/schemas/booking";
import { businessMay } from "@core/business-access";
import { fill, type TextsHandle } from "@core/texts";
import { DisputeLink } from "~/components/business/dispute-link";
import type { Route } from "./+types/booking";

export const handle = {
  texts: ["business-account", "business-booking", "business-statements"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => businessMeta(args, (t) => t.home.book);

export const headers = () => ({ "Cache-Control": "no-store" });

/** /business/bookings/:id: one booking of this business (another's id: 404), its LR numbers. */
export async function loader(args: Route.LoaderArgs) {
  const { business, user } = await requireBusiness(args, "shipments");
  const bookings = args.context.services.businessBookings;
  const booking = await bookings.bookingOf(business.id, args.params.id);
  if (!booking) throw data({ notFound: true }, { status: 404 });
  const list = await bookings.shipmentsOfBooking(business.id, booking.id);
  return {
    id: booking.id,
    createdAt: booking.createdAt.toISOString(),
    mayDispute: businessMay(user.role, "charges"),
    shipments: list.map((s) => ({
      lrNo: s.lrNo,
      consigneeName: s.consigneeName ?? "",
      pincode: s.destinationPincode ?? "",
      expected: s.expectedDeliveryDate ?? "",
      totalPaise: (s.freightPaise ?? 0) + (s.gstPaise ?? 0),
      updates: s.consigneeUpdates
        ? {
            channel: s.consigneeUpdates.channel === "whatsapp" ? "WhatsApp" : "SMS",
            stopped: s.consigneeUpdates.state === "withdrawn",
          }
        : null,
    })),
  };
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  const t = useTexts(texts).booking;
  const lang = useLang();
  const localize = useLocalize();
  const { id, shipments } = loaderData;
  const link = "font-semibold text-navy-800 underline underline-offset-2";
  return (
    <>
      <h1 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-muted">
        {fill(t.intro, {
          count: shipments.length,
          date: indiaDateTime(new Date(loaderData.createdAt), lang),
        })}
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        <a className={link} href={`/business/bookings/${id}/lr.pdf`}>
          {t.lrCopies}
        </a>
        <a className={link} href={`/business/bookings/${id}/labels.pdf`}>
          {t.labels}
        </a>
      </p>
      {/* A table wider than a phone scrolls: the keyboard must reach it too (axe). */}
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t.lrNo}
        className="mt-6 overflow-x-auto rounded-2xl border border-navy-100 bg-white shadow-sm"
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {[t.lrNo, t.consignee, t.destination, t.expected, t.updates, t.total].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shipments.map((s) => (
              <tr key={s.lrNo} className="border-t border-navy-100">
                <td className="px-4 py-3 font-mono font-bold">
                  <Link
                    className={link}
                    to={localize(`/track-shipment-v2/${s.lrNo}`)}
                    aria-label={`${t.track} ${s.lrNo}`}
                  >
                    {s.lrNo}
                  </Link>
                </td>
                <td className="px-4 py-3">{s.consigneeName}</td>
                <td className="px-4 py-3">{s.pincode}</td>
                <td className="px-4 py-3">{s.expected}</td>
                <td className="px-4 py-3">
                  {s.updates
                    ? s.updates.stopped
                      ? fill(t.updatesStopped, { channel: s.updates.channel })
                      : s.updates.channel
                    : t.updatesOff}
                </td>
                <td className="px-4 py-3">
                  {rupeesText(s.totalPaise)}
                  {loaderData.mayDispute && (
                    <DisputeLink className={`${link} block text-xs`} lrNo={s.lrNo} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6">
        <Link className={link} to={localize("/business/book")}>
          {t.another}
        </Link>
      </p>
    </>
  );
}
