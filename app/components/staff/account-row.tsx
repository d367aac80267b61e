import { Form } from "react-router";
import { controlClass } from "~/components/ui/field-parts";
import { isStaffRole, roleInfo, STAFF_ROLES, type StaffRole } from "@core/staff-access";
import { STAFF_NAME_MAX } from "@core/schemas/staff";
import { FormNotice } from "./form-notice";

type Account = {
  id: string;
  email: string;
  /** As typed (may be empty for an account made before names). */
  name: string;
  displayName: string;
  role: StaffRole;
  active: boolean;
  invited: boolean;
  twoFactor: boolean;
};

/** A refusal of one of the row's actions, shown next to its control. */
type Refused = { refused?: string; intent?: string; field?: string; role?: string; name?: string };

/**
 * One account on /staff/accounts, with its actions as small plain forms. On
 * one's own row, changing the role also needs the confirm box ticked: an admin
 * who lowers their own role loses this page.
 */
export function AccountRow({
  account,
  self,
  refused,
  officer = false,
}: {
  account: Account;
  self: boolean;
  refused?: Refused;
  /** Marked as the grievance officer. */
  officer?: boolean;
}) {
  const state = !account.active
    ? "Deactivated"
    : account.invited
      ? "Invited, no password yet"
      : "Active";
  const roleId = `role-${account.id}`;
  const confirmId = `confirm-${account.id}`;
  const roleRefusal = refused?.intent === "role" ? refused.refused : undefined;
  const roleErrorId = `role-error-${account.id}`;
  const chosen = roleRefusal && isStaffRole(refused?.role) ? refused.role : account.role;
  const who = account.displayName;
  const nameId = `name-${account.id}`;
  const nameRefusal = refused?.intent === "rename" ? refused.refused : undefined;
  const nameErrorId = `name-error-${account.id}`;
  return (
    <li
      id={`account-${account.id}`}
      className="rounded-2xl border border-navy-100 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-bold wrap-anywhere text-navy-900">
          {who}
          {self && <span className="font-normal text-muted"> (you)</span>}
          {officer && (
            <span className="ml-2 inline-block rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-bold text-saffron-900">
              Grievance officer
            </span>
          )}
        </p>
        <p className="text-sm text-muted">
          {roleInfo[account.role].label} · {state} · two-factor {account.twoFactor ? "on" : "off"}
        </p>
      </div>
      {account.name.trim() && <p className="text-sm break-all text-muted">{account.email}</p>}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          {nameRefusal && (
            <div id={nameErrorId} className="w-full">
              <FormNotice kind="error">{nameRefusal}</FormNotice>
            </div>
          )}
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={account.id} />
          <div>
            <label htmlFor={nameId} className="block text-sm font-bold text-navy-900">
              Name<span className="sr-only"> of {account.email}</span>
            </label>
            <input
              id={nameId}
              name="name"
              required
              maxLength={STAFF_NAME_MAX}
              autoComplete="off"
              defaultValue={nameRefusal ? (refused?.name ?? "") : account.name}
              aria-invalid={nameRefusal ? true : undefined}
              aria-describedby={nameRefusal ? nameErrorId : undefined}
              className={`${controlClass} mt-1 min-h-11 w-56 py-2`}
            />
          </div>
          <button
            type="submit"
            className="btn-outline text-navy-900"
            aria-label={`Save the name of ${account.email}`}
          >
            Save name
          </button>
        </Form>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          {roleRefusal && (
            <div id={roleErrorId} className="w-full">
              <FormNotice kind="error">{roleRefusal}</FormNotice>
            </div>
          )}
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="id" value={account.id} />
          <div>
            <label htmlFor={roleId} className="block text-sm font-bold text-navy-900">
              Role<span className="sr-only"> of {who}</span>
            </label>
            <select
              id={roleId}
              name="role"
              defaultValue={chosen}
              aria-invalid={roleRefusal && refused?.field !== "confirm" ? true : undefined}
              aria-describedby={roleRefusal ? roleErrorId : undefined}
              className={`${controlClass} mt-1 min-h-11 w-auto py-2`}
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleInfo[r].label}
                </option>
              ))}
            </select>
          </div>
          {self && (
            <label
              htmlFor={confirmId}
              className="flex min-h-11 items-center gap-2 text-sm font-semibold text-navy-900"
            >
              <input
                id={confirmId}
                type="checkbox"
                name="confirm"
                value="1"
                className="size-5"
                aria-invalid={refused?.field === "confirm" ? true : undefined}
                aria-describedby={refused?.field === "confirm" ? roleErrorId : undefined}
              />
              Yes, change my own role
            </label>
          )}
          <button
            type="submit"
            className="btn-outline text-navy-900"
            aria-label={`Change role of ${who}`}
          >
            Change role
          </button>
        </Form>
        <Action
          id={account.id}
          intent="link"
          label={account.invited ? "New invitation link" : "New password link"}
          email={who}
        />
        {account.twoFactor && (
          <Action id={account.id} intent="reset-two-factor" label="Reset two-factor" email={who} />
        )}
        {!self &&
          (account.active ? (
            <Action
              id={account.id}
              intent="deactivate"
              label="Deactivate"
              email={who}
              refused={refused?.intent === "deactivate" ? refused.refused : undefined}
            />
          ) : (
            <Action id={account.id} intent="reactivate" label="Reactivate" email={who} />
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
  refused,
}: {
  id: string;
  intent: string;
  label: string;
  /** Who the button acts on, for its accessible name. */
  email: string;
  refused?: string;
}) {
  const errorId = `${intent}-error-${id}`;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="btn-outline text-navy-900"
        aria-label={`${label}: ${email}`}
        aria-describedby={refused ? errorId : undefined}
      >
        {label}
      </button>
      {refused && (
        <div id={errorId} className="mt-2">
          <FormNotice kind="error">{refused}</FormNotice>
        </div>
      )}
    </Form>
  );
}
