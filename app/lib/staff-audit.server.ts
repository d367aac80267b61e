import type { AppLoadContext } from "react-router";
import type { requireStaff } from "./staff-guard.server";

type Actor = Awaited<ReturnType<typeof requireStaff>>["actor"];

/**
 * One audit row for a change made in the console (CONTRACT.md "Staff
 * console", audit log). `detail` never holds personal data: the log outlives
 * an erasure.
 */
export function recordChange(
  context: AppLoadContext,
  actor: Actor,
  action: string,
  target: { type: string; id: string },
  detail?: Record<string, unknown>,
) {
  return context.services.staff.audit.record({
    actor: { id: actor.id, email: actor.email },
    ipHash: actor.ipHash,
    action,
    target,
    detail,
  });
}
