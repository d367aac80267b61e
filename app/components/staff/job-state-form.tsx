import { Form } from "react-router";

/** Close or reopen one job: a plain POST, so it works without JavaScript. */
export function JobStateForm({
  id,
  title,
  active,
  action,
}: {
  id: number;
  title: string;
  active: boolean;
  /** The page whose action handles it. */
  action?: string;
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={active ? "close" : "reopen"} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="btn-outline text-navy-900"
        aria-label={`${active ? "Close" : "Reopen"} ${title}`}
      >
        {active ? "Close" : "Reopen"}
      </button>
    </Form>
  );
}
