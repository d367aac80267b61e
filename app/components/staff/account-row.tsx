import { Form } from "react-router";
import { controlClass } from "~/components/ui/field";
import { roleInfo, STAFF_ROLES, type StaffRole } from "~/lib/staff-access";

type Account = {
  id: string;
  email: string;
  role: StaffRole;
  active: boolean;
  invited: boolean;
  twoFactor: boolean;
};

/** One account on /staff/accounts, with its actions as small plain forms. */
export function AccountRow({ account, self }: { account: Account; self: boolean }) {
  const state = !account.active
    ? "Deactivated"
    : account.invited
      ? "Invited, no password yet"
      : "Active";
  const roleId = `role-${account.id}`;
  return (
    <li className="rounded-2xl border border-navy-100 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-bold break-all text-navy-900">
          {account.email}
          {self && <span className="font-normal text-muted"> (you)</span>}
        </p>
        <p className="text-sm text-muted">
          {roleInfo[account.role].label} · {state} · two-factor {account.twoFactor ? "on" : "off"}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="id" value={account.id} />
          <div>
            <label htmlFor={roleId} className="block text-sm font-bold text-navy-900">
              Role
            </label>
            <select
              id={roleId}
              name="role"
              defaultValue={account.role}
              className={`${controlClass} mt-1 min-h-11 w-auto py-2`}
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleInfo[r].label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="btn-outline text-navy-900"
            aria-label={`Change role of ${account.email}`}
          >
            Change role
          </button>
        </Form>
        <Action
          id={account.id}
          intent="link"
          label={account.invited ? "New invitation link" : "New password link"}
          email={account.email}
        />
        {account.twoFactor && (
          <Action
            id={account.id}
            intent="reset-two-factor"
            label="Reset two-factor"
            email={account.email}
          />
        )}
        {!self &&
          (account.active ? (
            <Action id={account.id} intent="deactivate" label="Deactivate" email={account.email} />
          ) : (
            <Action id={account.id} intent="reactivate" label="Reactivate" email={account.email} />
          ))}
      </div>
    </li>
  );
}

function Action({
  id,
  intent,
  label,
  email,
}: {
  id: string;
  intent: string;
  label: string;
  email: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn-outline text-navy-900" aria-label={`${label}: ${email}`}>
        {label}
      </button>
    </Form>
  );
}
