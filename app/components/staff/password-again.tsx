import { Field } from "~/components/ui/field";

/** The new password typed a second time, where a staff member sets one. */
export function PasswordAgainField({ meta }: { meta: Parameters<typeof Field>[0]["meta"] }) {
  return (
    <Field meta={meta} label="New password again" type="password" autoComplete="new-password" />
  );
}
