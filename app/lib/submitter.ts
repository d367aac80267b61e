/**
 * The button that sent a form, as a submit event names it (SubmitEvent's
 * `submitter`); null for an event that names none (React types a form's
 * submit event as a plain Event).
 */
export function submitterOf(event: Event): HTMLElement | null {
  const submitter = "submitter" in event ? event.submitter : null;
  return submitter instanceof HTMLElement ? submitter : null;
}
