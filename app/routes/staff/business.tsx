import { data, Form, Link } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { mayOpen, staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { BusinessCodLink } from "./business-cod-link";
import type { Route } from "./+types/business";
import { StatementsSection } from "./business-statements";
import { webhookHealth, WebhookSection } from "./business-webhook";
import { BusinessApiKeysSection, staffApiKeyRows } from "./business-api-keys";
import { activityPage, ActivitySection } from "./business-activity";

export const staffPage = staffPages.business;
export const meta = () => staffMeta("Business");

const ROLE_WORDS: Record<string, string> = { owner: "Owner", booker: "Booker", viewer: "Viewer" };

/** /staff/businesses/:id (admin, sales): one business, its people, its activity, suspend and restore. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const found = await args.context.services.staffBusinesses.findBusiness(actor, args.params.id);
  if (!found) throw data("Not found", { status: 404 });
  const search = new URL(args.request.url).searchParams;
  const invited = search.get("invited") === "1";
  const statements = await args.context.services.businessStatements.staffMonths(actor, found.id);
  const apiKeys = staffApiKeyRows(await args.context.services.businessApiKeys.staffList(found.id));
  const activity = await args.context.services.staffBusinesses.activity(
    found.id,
    activityPage(search.get("activity")),
  );
  return {
    invited,
    statements,
    cod: mayOpen(actor.role, staffPages.businessCod),
    webhook: await webhookHealth(args.context, found.id),
    apiKeys,
    activity,
    business: {
      ...found,
      createdAt: found.createdAt.toISOString(),
      people: found.people.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  if (intent !== "suspend" && intent !== "restore")
    return data({ refused: "Unknown action." }, 400);
  // The confirmation is part of the form: without it nothing changes.
  if (formData.get("confirm") !== "1")
    return data(
      {
        refused:
          intent === "suspend"
            ? "Tick the box to confirm the suspension."
            : "Tick the box to confirm.",
      },
      400,
    );
  const done = await args.context.services.staffBusinesses.setSuspended(
    actor,
    args.params.id,
    intent === "suspend",
  );
  if (!done) throw data("Not found", { status: 404 });
  return {
    done:
      intent === "suspend"
        ? "The business is suspended: its people were signed out and cannot sign in."
        : "The business is restored: its people can sign in again.",
  };
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });

export default function StaffBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { business, invited } = loaderData;
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const intent = business.suspended ? "restore" : "suspend";
  return (
    <section className="grid gap-6">
      <p>
        <Link to={staffPages.businesses.path} className="underline underline-offset-2">
          All businesses
        </Link>
      </p>
      <StaffHeading title={business.legalName}>
        <p>
          {business.suspended ? (
            <span className="font-bold text-danger">Suspended</span>
          ) : (
            <span className="font-bold text-success">Active</span>
          )}{" "}
          · GSTIN {business.gstin ?? "not given yet"} · opened {day(business.createdAt)}
          {business.leadId && (
            <>
              {" "}
              · from{" "}
              <Link to={`/staff/leads/${business.leadId}`} className="underline">
                its client registration
              </Link>
            </>
          )}
        </p>
      </StaffHeading>
      {invited && !actionData && (
        <FormNotice kind="done">The account is open and its owner is invited by e-mail.</FormNotice>
      )}
      {refused && <FormNotice kind="error">{refused}</FormNotice>}
      {done && <FormNotice kind="done">{done}</FormNotice>}

      <dl className="grid grid-cols-3 gap-3 sm:max-w-lg">
        {(
          [
            ["People", business.users],
            ["Bookings", business.bookings],
            ["Shipments", business.shipments],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-2xl border border-navy-100 bg-white p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-extrabold text-navy-900">{n}</dd>
          </div>
        ))}
      </dl>

      <div>
        <h2 className="mb-3 text-xl font-bold text-navy-900">People</h2>
        <ul className="grid gap-3">
          {business.people.map((person) => (
            <li
              key={person.id}
              id={`person-${person.id}`}
              className="rounded-2xl border border-navy-100 bg-white p-4"
            >
              <p className="font-bold break-words text-navy-900">
                {person.name || person.email}{" "}
                <span className="font-normal text-muted">({person.email})</span>
              </p>
              <p className="text-sm text-muted">
                {ROLE_WORDS[person.role] ?? person.role}
                {person.invited ? " · invited, has not set a password yet" : ""}
                {person.active ? "" : " · deactivated"} · since {day(person.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      </div>

      <StatementsSection businessId={business.id} months={loaderData.statements} />
      {loaderData.cod && <BusinessCodLink businessId={business.id} />}
      <WebhookSection health={loaderData.webhook} />
      <BusinessApiKeysSection keys={loaderData.apiKeys} />

      <Form
        method="post"
        className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-5 sm:max-w-xl sm:p-6"
      >
        <h2 className="text-xl font-bold text-navy-900">
          {business.suspended ? "Restore the business" : "Suspend the business"}
        </h2>
        <p>
          {business.suspended
            ? "Its people can sign in again and its pages open."
            : "Its people are signed out at once and cannot sign in until it is restored. Its shipments keep moving."}
        </p>
        <input type="hidden" name="intent" value={intent} />
        <label className="flex items-start gap-2 font-semibold text-navy-900">
          <input type="checkbox" name="confirm" value="1" className="mt-1 size-5" required />
          {business.suspended
            ? `Yes, restore ${business.legalName}`
            : `Yes, suspend ${business.legalName}`}
        </label>
        <div>
          <button
            type="submit"
            className={
              business.suspended ? "btn-dark" : "btn bg-danger text-white hover:opacity-90"
            }
          >
            {business.suspended ? "Restore" : "Suspend"}
          </button>
        </div>
      </Form>

      <ActivitySection activity={loaderData.activity} />
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
