import { Link } from "react-router";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { rsText } from "@core/schemas/cod";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/cod";

export const staffPage = staffPages.cod;
export const meta = () => staffMeta("COD");

/** /staff/cod (admin, ops; decision 044): the businesses owed COD collected and not yet remitted. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  return { rows: await args.context.services.codRemittances.owed(actor) };
}

export default function StaffCod({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <section>
      <StaffHeading title="COD to remit">
        <p>
          Businesses with COD collected on delivery and not yet paid to them, most owed first. Open
          one to record a remittance.
        </p>
      </StaffHeading>
      {rows.length ? (
        <ul className="grid gap-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-navy-100 bg-white p-4">
              <Link
                to={`/staff/businesses/${row.id}/cod`}
                className="font-bold text-navy-900 underline underline-offset-2"
              >
                {row.legalName}
              </Link>
              <p className="text-sm text-muted">
                {rsText(row.owedPaise)} on{" "}
                {row.shipments === 1 ? "1 shipment" : `${row.shipments} shipments`}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-muted">No collected COD is waiting.</p>
      )}
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
