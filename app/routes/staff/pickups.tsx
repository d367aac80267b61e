import { data, Form } from "react-router";
import { BusinessPickupList, PICKUP_STATE_LABELS } from "~/components/staff/business-pickup-list";
import { IgnoredParams } from "~/components/staff/ignored-params";
import { PickupList } from "~/components/staff/pickup-list";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { controlClass, FieldLabel } from "~/components/ui/field-parts";
import { addDays, todayInIndia } from "@core/schemas/lead-fields";
import { isCalendarDate } from "@core/schemas/staff-lists";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/pickups";
import { PillLink } from "~/components/staff/pill-link";

export const staffPage = staffPages.pickups;
export const meta = () => staffMeta("Pickups");

/**
 * /staff/pickups?date=YYYY-MM-DD (ops, sales, admin): the
 * pickup requests for one day, India's today unless another is asked, in the
 * order of their slots. Each opens its lead's page, where it is worked.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const asked = new URL(args.request.url).searchParams.get("date");
  const today = todayInIndia();
  const date = asked && isCalendarDate(asked) ? asked : today;
  return {
    date,
    today,
    ignored: asked !== null && date !== asked ? ["date"] : [],
    rows: await args.context.services.pickups.onDate(date),
    businessRows: await args.context.services.businessPickups.onDate(date),
  };
}

type Answer = { done?: string; refused?: string };

/**
 * A business pickup moved on (requested → scheduled → picked up, or
 * cancelled): the service checks the move and audits it; the business sees
 * the new state on its own pickups page.
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const form = await args.request.formData();
  if (form.get("intent") !== "business-pickup-state")
    return data<Answer>({ refused: "Unknown action." }, 400);
  const outcome = await args.context.services.businessPickups.setState(
    String(form.get("id") ?? ""),
    String(form.get("to") ?? ""),
    actor,
  );
  if (outcome.ok)
    return data<Answer>({ done: `Pickup moved to ${PICKUP_STATE_LABELS[outcome.to]}.` });
  return outcome.reason === "not-found"
    ? data<Answer>({ refused: "That pickup is no longer here." }, 404)
    : data<Answer>({ refused: "That pickup has moved on since: look at its state again." }, 409);
}

/** "Friday, 27 November 2026", as the console names a day. */
const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

export default function StaffPickups({ loaderData, actionData }: Route.ComponentProps) {
  const { date, today, ignored, rows, businessRows } = loaderData;
  const tomorrow = addDays(today, 1);
  const day = date === today ? "Today" : date === tomorrow ? "Tomorrow" : null;
  return (
    <section className="grid gap-6">
      <StaffHeading title="Pickups">
        <p>
          Pickup requests by the day the customer asked for, earliest slot first. Open one to take
          it, call the customer and set its status.
        </p>
      </StaffHeading>
      <div className="flex flex-col gap-3 rounded-2xl border border-navy-100 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end sm:p-5">
        <nav aria-label="Days" className="flex gap-2">
          <PillLink to={`?date=${today}`} current={date === today}>
            Today
          </PillLink>
          <PillLink to={`?date=${tomorrow}`} current={date === tomorrow}>
            Tomorrow
          </PillLink>
        </nav>
        <Form method="get" className="flex items-end gap-3 sm:ml-auto">
          <div>
            <FieldLabel htmlFor="pickup-date">Another day</FieldLabel>
            <input
              id="pickup-date"
              name="date"
              type="date"
              defaultValue={date}
              required
              className={controlClass}
            />
          </div>
          <button type="submit" className="btn-dark mb-0.5">
            Show
          </button>
        </Form>
      </div>
      <IgnoredParams names={ignored} />
      <section aria-labelledby="pickups-title" className="grid gap-3">
        <h2 id="pickups-title" className="text-xl font-bold text-navy-900">
          {day ? `${day}, ${dayName(date)}` : dayName(date)}:{" "}
          {rows.length === 1 ? "1 pickup" : `${rows.length} pickups`}
        </h2>
        <PickupList rows={rows} />
      </section>
      <section aria-labelledby="business-pickups-title" className="grid gap-3">
        <h2 id="business-pickups-title" className="text-xl font-bold text-navy-900">
          Business accounts:{" "}
          {businessRows.length === 1 ? "1 pickup" : `${businessRows.length} pickups`}
        </h2>
        {actionData?.done && (
          <p role="status" className="rounded-xl bg-green-50 p-3 text-sm text-green-900">
            {actionData.done}
          </p>
        )}
        {actionData?.refused && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
            {actionData.refused}
          </p>
        )}
        <BusinessPickupList rows={businessRows} />
      </section>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
