import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { FormNotice } from "~/components/staff/form-notice";
import { IgnoredParams } from "~/components/staff/ignored-params";
import { QueueList, QueueNav } from "~/components/staff/shipment-queue";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { StaffForm } from "~/components/staff/staff-form";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { Field } from "~/components/ui/field";
import { controlClass, FieldError, FieldLabel } from "~/components/ui/field-parts";
import { staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import { NewShipmentSchema } from "@core/schemas/shipment-update";
import { statusOptions } from "@core/shipment-status";
import { parseShipmentQueue } from "@core/shipment-queues";
import { LrNumberSchema } from "@core/schemas/lr-number";
import { englishMessage } from "@core/messages";
import type { Route } from "./+types/shipments";

export const staffPage = staffPages.shipments;
export const meta = () => staffMeta("Shipments");

const shipmentPath = (lrNo: string) => `/staff/shipments/${encodeURIComponent(lrNo)}`;

/**
 * /staff/shipments?lr= (ops, admin): find a shipment by its LR number (a GET
 * form, so a search is a link); one that exists opens, one that does not
 * can be created here. ?queue= lists one of operations' queues; the count of
 * each is always shown.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, staffPage);
  const params = new URL(args.request.url).searchParams;
  const { tracking, shipmentQueues } = args.context.services;
  const typed = params.get("lr");
  const search = await findTyped(typed, tracking);
  const now = new Date();
  const queue = parseShipmentQueue(params.get("queue"));
  const [counts, list] = await Promise.all([
    shipmentQueues.counts({ now }),
    queue ? shipmentQueues.list(queue, { now }) : null,
  ]);
  return {
    typed: typed ?? "",
    ...search,
    counts,
    queue,
    ignored: params.has("queue") && !queue ? ["queue"] : [],
    now: now.toISOString(),
    total: list?.total ?? 0,
    rows: (list?.rows ?? []).map((r) => ({
      lrNo: r.lrNo,
      orderStatus: r.orderStatus,
      lastLocation: r.lastLocation,
      lastAt: r.lastAt?.toISOString() ?? null,
      since: r.since.toISOString(),
    })),
  };
}

/** The LR number typed in the search: a problem with it, or the one no shipment has; one found opens. */
async function findTyped(
  typed: string | null,
  tracking: Route.LoaderArgs["context"]["services"]["tracking"],
): Promise<{ problem: string | null; missing: string | null }> {
  if (typed === null) return { problem: null, missing: null };
  const lr = LrNumberSchema.safeParse(typed);
  if (!lr.success)
    return {
      problem: englishMessage(lr.error.issues[0]?.message ?? "Check the LR number."),
      missing: null,
    };
  if (await tracking.findTracking(lr.data)) throw redirect(shipmentPath(lr.data));
  return { problem: null, missing: lr.data };
}

/**
 * Creates a shipment through the ingestion API's service (PUT
 * /api/ops/shipments/{lr}), which audits the staff member's change.
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const submission = parseWithZod(await args.request.formData(), { schema: NewShipmentSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const { lr, order_status } = submission.value;
  const { created } = await args.context.services.tracking.upsertShipment(lr, order_status, actor);
  return redirect(`${shipmentPath(lr)}?done=${created ? "created" : "status"}`);
}

export default function StaffShipments({ loaderData, actionData }: Route.ComponentProps) {
  const { typed, problem, missing, counts, queue, ignored, now, total, rows } = loaderData;
  return (
    <section className="grid gap-6">
      <StaffHeading title="Shipments">
        <p>
          Find a shipment by its LR number to add tracking events, change its status or upload the
          proof of delivery. Visitors see each change on the tracking page at once.
        </p>
      </StaffHeading>
      <QueueNav counts={counts} current={queue} />
      <IgnoredParams names={ignored} />
      <Form
        method="get"
        className="flex flex-col gap-3 rounded-2xl border border-navy-100 bg-white p-4 sm:flex-row sm:items-end sm:p-5"
      >
        <div className="grow">
          <FieldLabel htmlFor="find-lr">LR number</FieldLabel>
          <input
            id="find-lr"
            name="lr"
            defaultValue={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "find-lr-error" : undefined}
            className={controlClass}
          />
          {problem && <FieldError id="find-lr-error">{problem}</FieldError>}
        </div>
        <button type="submit" className="btn-dark">
          Find
        </button>
      </Form>
      {(missing || actionData) && (
        <div className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
          {missing && (
            <FormNotice kind="error">
              No shipment has the LR number {missing}. If it is new, create it here.
            </FormNotice>
          )}
          <h2 className="text-xl font-bold text-navy-900">Create a shipment</h2>
          <div className="max-w-md">
            <StaffForm
              id="new-shipment"
              intent="create"
              schema={NewShipmentSchema}
              result={actionData?.result}
              defaultValue={{ lr: missing ?? "", order_status: "Manifested" }}
              submit="Create shipment"
              busyLabel="Creating..."
            >
              {(fields) => (
                <>
                  <Field meta={fields.lr} label="LR number" autoComplete="off" />
                  <Field
                    meta={fields.order_status}
                    label="Status"
                    as="select"
                    options={statusOptions()}
                    placeholder="Choose the status"
                  />
                </>
              )}
            </StaffForm>
          </div>
        </div>
      )}
      {queue && <QueueList queue={queue} rows={rows} total={total} now={now} />}
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
