import { HONEYPOT_FIELD } from "@core/schemas/honeypot";

/**
 * The honeypot: a field people never see or
 * reach by keyboard, which bots fill in. The server refuses a form that
 * arrives with it filled.
 */
export function HoneypotField({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
