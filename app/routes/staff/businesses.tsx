import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { PageLinks } from "~/components/staff/list-screen/pager";
import { RecordTable } from "~/components/staff/list-screen/record-table";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { Field } from "~/components/ui/field";
import { InviteCompanySchema } from "@core/schemas/business-profile";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/businesses";

export const staffPage = staffPages.businesses;
export const meta = () => staffMeta("Businesses");

/** /staff/businesses (admin, sales): the business accounts with their counts; invite a company. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const url = new URL(args.request.url);
  const q = url.searchParams.get("q")?.slice(0, 100) ?? "";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const list = await args.context.services.staffBusinesses.listBusinesses(actor, { q, page });
  return {
    q,
    page: list.page,
    pages: Math.max(1, Math.ceil(list.total / list.pageSize)),
    total: list.total,
    rows: list.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { actor, user } = await requireStaff(args, staffPage);
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: InviteCompanySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const outcome = await args.context.services.staffBusinesses.inviteCompany(
    { ...actor, name: user.name },
    submission.value,
  );
  if (!outcome.ok) return data({ result: submission.reply({ fieldErrors: outcome.errors }) }, 400);
  // To the business's page: a refresh cannot invite twice.
  return redirect(`/staff/businesses/${outcome.businessId}?invited=1`);
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });

type Row = Route.ComponentProps["loaderData"]["rows"][number];

function State({ row }: { row: Row }) {
  return row.suspended ? (
    <span className="font-bold text-danger">Suspended</span>
  ) : (
    <span className="font-bold text-success">Active</span>
  );
}

export default function StaffBusinesses({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, q, page, pages, total } = loaderData;
  const name = (row: Row) => (
    <Link to={`/staff/businesses/${row.id}`} className="font-bold underline underline-offset-2">
      {row.legalName}
    </Link>
  );
  const href = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <section className="grid gap-6">
      <StaffHeading title="Businesses">
        <p>
          Companies with a business account: their people, bookings and shipments. Open a
          company&apos;s page to see its people or suspend it.
        </p>
      </StaffHeading>

      <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
        <h2 className="mb-4 text-xl font-bold text-navy-900">Invite a company</h2>
        <div className="max-w-md">
          <StaffForm
            id="invite-company"
            schema={InviteCompanySchema}
            result={actionData?.result}
            submit="Open the account and invite its owner"
            busyLabel="Inviting..."
          >
            {(fields) => (
              <>
                <Field meta={fields.legalName} label="Legal name" autoComplete="off" />
                <Field meta={fields.ownerName} label="Owner's name" autoComplete="off" />
                <Field
                  meta={fields.ownerEmail}
                  label="Owner's e-mail address"
                  type="email"
                  autoComplete="off"
                  hint="They get a one-time link (72 hours) to set a password."
                />
              </>
            )}
          </StaffForm>
        </div>
      </div>

      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <label className="grid gap-1 font-semibold text-navy-900">
          Search
          <input
            name="q"
            defaultValue={q}
            className="min-h-11 rounded-lg border border-navy-200 bg-white px-3"
            placeholder="Name, GSTIN or e-mail"
          />
        </label>
        <button type="submit" className="btn-outline text-navy-900">
          Search
        </button>
      </Form>

      <p className="text-sm text-muted" role="status">
        {total === 1 ? "1 business" : `${total} businesses`}
      </p>
      {rows.length === 0 ? (
        <p>No business accounts{q ? " match this search" : " yet"}.</p>
      ) : (
        <RecordTable
          rows={rows}
          rowKey={(row) => row.id}
          card={(row) => (
            <>
              <p>{name(row)}</p>
              <p className="text-sm text-muted">
                <State row={row} /> · {row.users} people · {row.bookings} bookings · {row.shipments}{" "}
                shipments
              </p>
            </>
          )}
          columns={[
            { header: "Business", cell: name, rowHeader: true, className: "px-3 py-2 text-left" },
            { header: "GSTIN", cell: (row) => row.gstin ?? "—" },
            { header: "State", cell: (row) => <State row={row} /> },
            { header: "People", cell: (row) => row.users },
            { header: "Bookings", cell: (row) => row.bookings },
            { header: "Shipments", cell: (row) => row.shipments },
            { header: "Opened", cell: (row) => day(row.createdAt) },
          ]}
        />
      )}
      <PageLinks label="Pages of businesses" page={page} pages={pages} href={href} />
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
