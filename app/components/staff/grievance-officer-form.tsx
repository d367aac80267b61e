import { Form } from "react-router";
import { controlClass } from "~/components/ui/field-parts";

type Account = { id: string; displayName: string };

/**
 * The admin's choice of grievance officer (CONTRACT.md "Customer care"): the
 * one account that receives escalated tickets by e-mail. Only an active
 * administrator or customer-care account can open a ticket, so only those
 * are offered. The name /grievance shows is the company's, in content.
 */
export function GrievanceOfficerForm({
  officer,
  candidates,
}: {
  officer: (Account & { active: boolean }) | null;
  candidates: Account[];
}) {
  return (
    <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
      <h2 className="text-xl font-bold text-navy-900">Grievance officer</h2>
      <p className="mt-2 text-muted">
        {officer ? (
          <>
            <strong className="wrap-anywhere text-navy-900">{officer.displayName}</strong> receives
            escalated customer-care tickets by e-mail
            {officer.active ? "." : ", but the account is deactivated: choose someone else."}
          </>
        ) : (
          "Nobody: escalated tickets e-mail no one. Choose the account that receives them."
        )}
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="grievance-officer" />
        <div>
          <label htmlFor="grievance-officer" className="block text-sm font-bold text-navy-900">
            Grievance officer
          </label>
          <select
            id="grievance-officer"
            name="officer"
            defaultValue={officer?.id ?? "none"}
            className={`${controlClass} w-auto appearance-auto`}
          >
            <option value="none">Nobody</option>
            {candidates.map((c) => (
              <option key={c.id} value={c.id}>
                {c.displayName}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-dark">
          Mark as grievance officer
        </button>
      </Form>
    </div>
  );
}
