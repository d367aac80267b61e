import { Link } from "react-router";
import { CountLink } from "~/components/staff/list-screen/count-link";
import { SummaryTable } from "~/components/staff/list-screen/summary-table";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { company } from "@core/content/company";
import { leadKindLabels } from "@core/content/staff-work";
import { DeliveryCounts } from "~/components/staff/delivery-counts";
import { TicketCounts } from "~/components/staff/ticket-counts";
import { ShipmentQueueCounts } from "~/components/staff/shipment-queue";
import { COMPANY_FILE, placeholdersIn } from "@core/company-placeholders";
import { mayOpen, roleInfo, staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { filterQuery, LEAD_KINDS, type LeadKind } from "@core/schemas/staff-lists";
import type { Route } from "./+types/home";

export const staffPage = staffPages.home;
export const meta = () => staffMeta("Overview");

/** /staff: what needs doing now, for the pages this person's role may open. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireStaff(args, staffPage);
  const { leadInbox, applicationInbox, outbox, ticketDesk, shipmentQueues } = args.context.services;
  const may = (page: (typeof staffPages)[keyof typeof staffPages]) => mayOpen(user.role, page);
  const { deliveryDesk, webhookQueue } = args.context.services;
  const delivery = may(staffPages.deliveryRequests)
    ? Promise.all([deliveryDesk.counts(), webhookQueue.totals()])
    : null;
  const [leadCounts, applications, emails, tickets, shipmentCounts] = await Promise.all([
    may(staffPages.leads) ? leadInbox.counts() : null,
    may(staffPages.applications) ? applicationInbox.newPerJob() : null,
    may(staffPages.outbox) ? outbox.totals() : null,
    may(staffPages.tickets) ? ticketDesk.counts() : null,
    may(staffPages.shipments) ? shipmentQueues.counts() : null,
  ]);
  const pages = Object.values(staffPages).filter((p) => p.nav && p !== staffPage && may(p));
  return {
    role: user.role,
    pages: pages.map(({ path, label }) => ({ path, label })),
    leads: leadCounts
      ? LEAD_KINDS.map((kind) => ({
          kind,
          ...(leadCounts.find((c) => c.kind === kind) ?? { fresh: 0, overdue: 0, dueToday: 0 }),
        }))
      : null,
    applications,
    emails,
    tickets,
    shipmentCounts,
    delivery: delivery ? await delivery : null,
    // The site's facts, the build's: only an admin can have them changed.
    placeholders: user.role === "admin" ? placeholdersIn(company) : [],
  };
}

/** A kind of lead inside a sentence: "new pickup leads". */
const kindWord = (kind: LeadKind) => leadKindLabels[kind].toLowerCase();

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { role, pages, leads, applications, emails, tickets, shipmentCounts, placeholders } =
    loaderData;
  return (
    <section>
      <StaffHeading title="Overview">
        <p>
          You are signed in as <strong>{roleInfo[role].label}</strong>. Your role may work with{" "}
          {roleInfo[role].may}.
        </p>
      </StaffHeading>
      {placeholders.length > 0 && (
        <section
          aria-labelledby="placeholders-now"
          className="mb-8 rounded-2xl border-2 border-danger bg-white p-4 sm:p-5"
        >
          <h2 id="placeholders-now" className="mb-2 text-xl font-extrabold text-navy-900">
            Placeholders still on the site
          </h2>
          <p>
            These company details are still the examples the site came with. Change them in{" "}
            <code>{COMPANY_FILE}</code> and rebuild; where e-mail goes is set by{" "}
            <code>MAIL_FROM</code>, <code>MAIL_TO_LEADS</code>, <code>MAIL_TO_SUPPORT</code> and{" "}
            <code>MAIL_TO_CAREERS</code> (README, &ldquo;Make it yours&rdquo;).
          </p>
          <ul className="mt-3 grid gap-1">
            {placeholders.map((p) => (
              <li key={p.fact}>
                <span className="font-semibold">{p.fact}</span>:{" "}
                <span className="break-all">{p.value}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {leads && (
        <section aria-labelledby="leads-now" className="mb-8">
          <h2 id="leads-now" className="mb-3 text-xl font-extrabold text-navy-900">
            Leads waiting for an answer
          </h2>
          <SummaryTable
            headers={["Kind", "New", "Overdue", "Due today"]}
            rows={leads}
            rowKey={(row) => row.kind}
            rowHeader={(row) => leadKindLabels[row.kind]}
            columns={[
              {
                cell: (row) => (
                  <CountLink
                    n={row.fresh}
                    label={`new ${kindWord(row.kind)} leads`}
                    to={`/staff/leads${filterQuery({ type: row.kind, status: "new" })}`}
                  />
                ),
              },
              {
                className: (row) => `px-3 py-2 ${row.overdue ? "text-danger" : ""}`,
                cell: (row) => (
                  <CountLink
                    n={row.overdue}
                    label={`overdue ${kindWord(row.kind)} leads`}
                    to={`/staff/leads${filterQuery({ type: row.kind, overdue: "1" })}`}
                  />
                ),
              },
              {
                cell: (row) => (
                  <CountLink
                    n={row.dueToday}
                    label={`${kindWord(row.kind)} leads due today`}
                    to={`/staff/leads${filterQuery({ type: row.kind, status: "new" })}`}
                  />
                ),
              },
            ]}
          />
        </section>
      )}
      {tickets && <TicketCounts counts={tickets} />}
      {shipmentCounts && <ShipmentQueueCounts counts={shipmentCounts} />}
      {loaderData.delivery && (
        <DeliveryCounts counts={loaderData.delivery[0]} webhooks={loaderData.delivery[1]} />
      )}
      {applications && (
        <section aria-labelledby="applications-now" className="mb-8">
          <h2 id="applications-now" className="mb-3 text-xl font-extrabold text-navy-900">
            New applications
          </h2>
          {applications.length === 0 ? (
            <p>No new applications.</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {applications.map((job) => (
                <li key={job.jobId} className="rounded-xl border border-navy-100 bg-white p-3">
                  <CountLink
                    n={job.fresh}
                    label={`new applications for ${job.title}`}
                    to={`/staff/applications${filterQuery({ job: job.jobId, status: "new" })}`}
                  />{" "}
                  for {job.title}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {emails && (
        <section aria-labelledby="emails-now" className="mb-8">
          <h2 id="emails-now" className="mb-3 text-xl font-extrabold text-navy-900">
            E-mails
          </h2>
          <p className={emails.failed ? "text-danger" : ""}>
            <CountLink n={emails.failed} label="failed e-mails" to="/staff/outbox?status=failed" />{" "}
            failed, to retry ·{" "}
            <CountLink
              n={emails.pending}
              label="e-mails waiting"
              to="/staff/outbox?status=pending"
            />{" "}
            waiting to be sent
          </p>
        </section>
      )}
      <h2 className="mb-3 text-xl font-extrabold text-navy-900">Your pages</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="block rounded-xl border border-navy-100 bg-white p-4 font-bold text-navy-900 shadow-sm hover:border-navy-300"
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
