import { indiaDateTime } from "@core/india-time";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { PodForm } from "~/components/staff/pod-form";
import { ShipmentFactsForm } from "~/components/staff/shipment-facts-form";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { StatusBadge } from "~/components/track/status-badge";
import { TrackingTimeline } from "~/components/track/tracking-timeline";
import { Field } from "~/components/ui/field";
import { getShipmentStatus, statusOptions } from "@core/shipment-status";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { trackingPath } from "@core/tracking-links";
import { EventFormSchema, localTimeValue, StatusFormSchema } from "@core/schemas/shipment-update";
import { LrNumberSchema } from "@core/schemas/lr-number";
import { factsFromForm, ShipmentFactsFormSchema } from "@core/schemas/shipment-facts";
import type { Route } from "./+types/shipment";

export const staffPage = staffPages.shipment;
export const meta = ({ params }: Route.MetaArgs) => staffMeta(`Shipment ${params.lrno}`);

const DONE = {
  created: "The shipment is created.",
  event: "The event is added; visitors see it on the tracking page now.",
  status:
    "The headline status is set and pinned: events added from now on will not change it until you let it follow them again.",
  follow: "The headline status follows the newest event again; visitors see it now.",
  pod: "The proof of delivery is stored; visitors can download it from the tracking page now.",
  facts: "The delivery facts are saved.",
} as const;

async function loadShipment(args: Route.LoaderArgs | Route.ActionArgs) {
  const lr = LrNumberSchema.safeParse(args.params.lrno);
  const tracking = lr.success ? await args.context.services.tracking.findTracking(lr.data) : null;
  if (!tracking)
    throw redirect(`${staffPages.shipments.path}?lr=${encodeURIComponent(args.params.lrno)}`);
  return tracking;
}

/** /staff/shipments/{lr} (ops, admin): the visitor's timeline and the forms that change it. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const tracking = await loadShipment(args);
  const headline = await args.context.services.tracking.findHeadline(tracking.lr_no);
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    tracking,
    pinned: headline?.pinned ?? false,
    facts: await args.context.services.tracking.shipmentFacts(tracking.lr_no),
    // The receiver's 1–5 ratings from the delivered message's link.
    ratings: (await args.context.services.deliveryRatings.forShipment(tracking.lr_no)).map((r) => ({
      rating: r.rating,
      comment: r.comment,
      ratedAt: r.ratedAt?.toISOString() ?? null,
    })),
    done: Object.entries(DONE).find(([key]) => key === done)?.[1] ?? null,
    now: localTimeValue(new Date()),
  };
}

/** What a refused change answers, told apart by the form it came from. */
export type ShipmentAnswer =
  | { form: "event" | "status" | "facts"; result: SubmissionResult<string[]> }
  | { form: "pod"; podError?: string }
  | { form: "none"; refused: string };

/**
 * Each change goes through the tracking service the ingestion API uses, which
 * clears its cache and audits the staff member's change.
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const { lr_no: lrNo } = await loadShipment(args);
  const { tracking } = args.context.services;
  const formData = await args.request.formData();
  const done = (what: keyof typeof DONE) =>
    redirect(`${staffPages.shipments.path}/${encodeURIComponent(lrNo)}?done=${what}`);

  switch (formData.get("intent")) {
    case "event": {
      const submission = parseWithZod(formData, { schema: EventFormSchema });
      if (submission.status !== "success")
        return data<ShipmentAnswer>({ form: "event", result: submission.reply() }, 400);
      const { status, location, remarks, occurred_at } = submission.value;
      // The console's own id: each submission is one new event.
      await tracking.appendEvents(
        lrNo,
        [
          {
            externalId: `staff-${crypto.randomUUID()}`,
            status,
            location,
            remarks,
            occurredAt: occurred_at,
          },
        ],
        actor,
      );
      return done("event");
    }
    case "status": {
      const submission = parseWithZod(formData, { schema: StatusFormSchema });
      if (submission.status !== "success")
        return data<ShipmentAnswer>({ form: "status", result: submission.reply() }, 400);
      // Set by hand: the headline stays until the operator lets it follow the events again.
      await tracking.upsertShipment(lrNo, submission.value.order_status, actor, { pin: true });
      return done("status");
    }
    case "follow": {
      await tracking.followNewestEvent(lrNo, actor);
      return done("follow");
    }
    case "pod": {
      const file = formData.get("file");
      const bytes =
        file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
      if (!bytes)
        return data<ShipmentAnswer>(
          { form: "pod", podError: "Choose the PDF or the photo to upload." },
          400,
        );
      const stored = await tracking.putPodFile(lrNo, bytes, actor);
      if (stored && !stored.ok)
        return data<ShipmentAnswer>({ form: "pod", podError: stored.problem }, 400);
      return done("pod");
    }
    case "facts": {
      const submission = parseWithZod(formData, { schema: ShipmentFactsFormSchema });
      if (submission.status !== "success")
        return data<ShipmentAnswer>({ form: "facts", result: submission.reply() }, 400);
      await tracking.setFacts(lrNo, factsFromForm(submission.value), actor);
      return done("facts");
    }
    default:
      return data<ShipmentAnswer>({ form: "none", refused: "Unknown action." }, 400);
  }
}

export default function StaffShipment({ loaderData, actionData }: Route.ComponentProps) {
  const { tracking, pinned, facts, ratings, done, now } = loaderData;
  const resultOf = (form: "event" | "status" | "facts") =>
    actionData && "result" in actionData && actionData.form === form
      ? actionData.result
      : undefined;
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  const podError = actionData && "podError" in actionData ? actionData.podError : undefined;
  return (
    <section className="grid gap-6">
      <StaffHeading title={`Shipment ${tracking.lr_no}`}>
        <p className="flex flex-wrap items-center gap-3">
          {/* The public badge's colours are chosen against white. */}
          <span className="rounded-lg bg-white px-2 py-1">
            <StatusBadge status={getShipmentStatus(tracking.order_status)} />
          </span>
          <a href={trackingPath(tracking.lr_no)} className="text-navy-900 underline">
            Open the visitor&apos;s tracking page
          </a>
          {tracking.pod && (
            <a href={tracking.pod} className="text-navy-900 underline">
              Download the POD
            </a>
          )}
        </p>
      </StaffHeading>
      {done && !actionData && <FormNotice kind="done">{done}</FormNotice>}
      {refused && <FormNotice kind="error">{refused}</FormNotice>}

      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <section
          aria-labelledby="timeline-title"
          className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6"
        >
          <h2 id="timeline-title" className="text-xl font-bold text-navy-900">
            As the visitor sees it
          </h2>
          {tracking.tracking_history.length === 0 ? (
            <p className="mt-3 text-muted">No tracking events yet.</p>
          ) : (
            <TrackingTimeline tracking={tracking} />
          )}
        </section>

        <div className="grid gap-6">
          <Panel title="Add a tracking event" id="add-event">
            {/* A new form once an event is added: what was sent is not offered to send again. */}
            <StaffForm
              key={tracking.tracking_history.length}
              id="event"
              intent="event"
              schema={EventFormSchema}
              result={resultOf("event")}
              defaultValue={{ occurred_at: now }}
              submit="Add event"
              busyLabel="Adding..."
            >
              {(fields) => (
                <>
                  <Field
                    meta={fields.status}
                    label="Status"
                    as="select"
                    options={statusOptions()}
                    placeholder="Choose the status"
                    hint={
                      pinned
                        ? `The headline is pinned at ${tracking.order_status}; this event will not change it.`
                        : "The headline status becomes this event's, if it is the newest."
                    }
                  />
                  <Field
                    meta={fields.location}
                    label="Location"
                    hint="Like Bhiwandi hub."
                    autoComplete="off"
                  />
                  <Field meta={fields.remarks} label="Remarks" as="textarea" rows={3} />
                  <Field
                    meta={fields.occurred_at}
                    label="When it happened"
                    type="datetime-local"
                    hint="India time."
                  />
                </>
              )}
            </StaffForm>
          </Panel>

          <Panel title="Headline status" id="change-status">
            <p className="mb-4 text-muted" id="headline-state">
              {pinned
                ? `Pinned by hand at ${tracking.order_status}: new events do not change it.`
                : "Follows the newest event. Set it here only to override the events; it then stays until you let it follow them again."}
            </p>
            {pinned && (
              <Form method="post" className="mb-5">
                <input type="hidden" name="intent" value="follow" />
                <button type="submit" className="btn-outline text-navy-900">
                  Follow the newest event
                </button>
              </Form>
            )}
            {/* A new form when the headline changes, so the field shows the headline it holds. */}
            <StaffForm
              key={tracking.order_status}
              id="status"
              intent="status"
              schema={StatusFormSchema}
              result={resultOf("status")}
              defaultValue={{ order_status: tracking.order_status }}
              submit="Set and pin"
              busyLabel="Saving..."
            >
              {(fields) => (
                <Field
                  meta={fields.order_status}
                  label="Status"
                  as="select"
                  options={statusOptions(tracking.order_status)}
                  placeholder="Choose the status"
                />
              )}
            </StaffForm>
          </Panel>

          {facts && (
            <Panel title="Delivery facts" id="facts">
              <ShipmentFactsForm facts={facts} result={resultOf("facts")} />
            </Panel>
          )}

          <Panel title="Proof of delivery" id="pod">
            <PodForm hasPod={Boolean(tracking.pod)} error={podError} />
          </Panel>

          {ratings.length > 0 && (
            <Panel title="Receiver's rating" id="rating">
              <ul className="grid gap-3">
                {ratings.map((r, i) => (
                  <li key={i}>
                    <p className="font-bold text-navy-900">
                      {r.rating} out of 5
                      {r.ratedAt && (
                        <span className="font-normal text-muted">
                          {" "}
                          · {indiaDateTime(new Date(r.ratedAt), "en")}
                        </span>
                      )}
                    </p>
                    {r.comment && <p className="mt-1 whitespace-pre-line text-ink">{r.comment}</p>}
                  </li>
                ))}
              </ul>
            </Panel>
          )}
        </div>
      </div>
    </section>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
