import { data, Form, Link, redirect } from "react-router";
import { TextInput } from "~/components/business/text-input";
import { MissingCollections, RemittanceList } from "~/components/staff/business-cod-section";
import { FormNotice } from "~/components/staff/form-notice";
import { StaffErrorBoundary } from "~/components/staff/staff-error";
import { staffMeta } from "~/components/staff/staff-meta";
import { StaffHeading } from "~/components/staff/staff-shell";
import { controlClass, FieldError, FieldLabel } from "~/components/ui/field-parts";
import { indiaToday, rsText } from "@core/schemas/cod";
import { mayOpen, staffPages } from "@core/staff-access";
import { requireStaff } from "~/lib/staff-guard.server";
import type { Route } from "./+types/business-cod";

export const staffPage = staffPages.businessCod;
export const meta = () => staffMeta("Business COD");

/**
 * /staff/businesses/:id/cod (admin, ops; decision 044): the business's COD
 * collected and not yet remitted, recording a remittance, the remittances.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const cod = await args.context.services.codRemittances.businessCod(actor, args.params.id);
  if (!cod) throw data("Not found", { status: 404 });
  return {
    ...cod,
    open: cod.open.map((row) => ({ ...row, collectedAt: row.collectedAt.toISOString() })),
    today: indiaToday(),
    remitted: new URL(args.request.url).searchParams.get("remitted") === "1",
    mayOpenBusiness: mayOpen(actor.role, staffPages.business),
  };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaff(args, staffPage);
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const values = {
    amount: text("amount"),
    bank_ref: text("bank_ref"),
    remitted_on: text("remitted_on"),
    lr: form.getAll("lr").filter((v): v is string => typeof v === "string"),
  };
  const outcome = await args.context.services.codRemittances.recordRemittance(
    actor,
    args.params.id,
    values,
  );
  if (!outcome) throw data("Not found", { status: 404 });
  if (!outcome.ok) return data({ errors: outcome.errors, values }, 400);
  // Back to the page: a refresh cannot record the transfer twice.
  return redirect(`/staff/businesses/${args.params.id}/cod?remitted=1`);
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  });

export default function StaffBusinessCod({ loaderData, actionData }: Route.ComponentProps) {
  const { business, open, openTotalPaise, missing, remittances, today, remitted } = loaderData;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values = actionData?.values;
  const chosen = new Set(values?.lr ?? []);
  const count = Object.keys(errors).length;
  return (
    <section className="grid gap-6">
      <p>
        <Link to={staffPages.cod.path} className="underline underline-offset-2">
          COD of all businesses
        </Link>
        {loaderData.mayOpenBusiness && (
          <>
            {" · "}
            <Link to={`/staff/businesses/${business.id}`} className="underline underline-offset-2">
              The business
            </Link>
          </>
        )}
      </p>
      <StaffHeading title={`COD of ${business.legalName}`}>
        <p>
          Collected and not yet remitted: <strong>{rsText(openTotalPaise)}</strong> on{" "}
          {open.length === 1 ? "1 shipment" : `${open.length} shipments`}.
        </p>
      </StaffHeading>
      {remitted && !actionData && (
        <FormNotice kind="done">The remittance is recorded; the business sees it now.</FormNotice>
      )}
      {count > 0 && (
        <FormNotice kind="error">
          {count === 1
            ? "The remittance is not recorded: one thing to correct."
            : `The remittance is not recorded: ${count} things to correct.`}
        </FormNotice>
      )}

      <Form
        method="post"
        className="grid gap-5 rounded-2xl border border-navy-100 bg-white p-5 sm:p-6"
        aria-labelledby="remit-title"
      >
        <h2 id="remit-title" className="text-xl font-bold text-navy-900">
          Record a remittance
        </h2>
        {open.length ? (
          <fieldset
            aria-describedby={errors.lr ? "field-lr-error" : undefined}
            aria-invalid={errors.lr ? true : undefined}
          >
            <legend className="text-sm font-bold text-navy-900">The shipments it pays</legend>
            <ul className="mt-2 grid gap-2">
              {open.map((row) => (
                <li key={row.lrNo}>
                  <label className="flex items-start gap-3 rounded-xl border border-navy-100 p-3">
                    <input
                      type="checkbox"
                      name="lr"
                      value={row.lrNo}
                      defaultChecked={chosen.has(row.lrNo)}
                      className="mt-1 size-5"
                    />
                    <span>
                      <span className="font-mono font-semibold">{row.lrNo}</span> · collected{" "}
                      <strong>{rsText(row.collectedPaise)}</strong> on {when(row.collectedAt)}
                      {row.codAmountPaise !== row.collectedPaise && (
                        <span className="font-semibold text-danger">
                          {" "}
                          · differs from the COD due,{" "}
                          {row.codAmountPaise === null ? "not given" : rsText(row.codAmountPaise)}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : (
          <p className="text-muted">Nothing collected is waiting to be remitted.</p>
        )}
        {errors.lr && <FieldError id="field-lr-error">{errors.lr}</FieldError>}
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput
            name="amount"
            label="Amount (Rs)"
            inputMode="numeric"
            required
            hint="The sum of the chosen shipments' collected COD, like 12000.50."
            defaultValue={values?.amount}
            error={errors.amount}
          />
          <TextInput
            name="bank_ref"
            label="Bank reference (UTR)"
            required
            defaultValue={values?.bank_ref}
            error={errors.bank_ref}
          />
          <div>
            <FieldLabel htmlFor="field-remitted_on" required>
              Date sent
            </FieldLabel>
            <input
              id="field-remitted_on"
              name="remitted_on"
              type="date"
              required
              max={today}
              defaultValue={values?.remitted_on ?? today}
              aria-invalid={errors.remitted_on ? true : undefined}
              aria-describedby={errors.remitted_on ? "field-remitted_on-error" : undefined}
              className={controlClass}
            />
            {errors.remitted_on && (
              <FieldError id="field-remitted_on-error">{errors.remitted_on}</FieldError>
            )}
          </div>
        </div>
        <div>
          <button type="submit" className="btn-dark">
            Record the remittance
          </button>
        </div>
      </Form>

      <MissingCollections missing={missing} />
      <RemittanceList remittances={remittances} />
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
