import { Form, Link } from "react-router";
import { ITEM_INTENTS, type DescribedItem, type ItemFact } from "@core/schemas/outbox";
import { DeliveryAttempts } from "./delivery-attempts";

/**
 * One waiting or failed item of the outbox, whatever its channel: the
 * title and facts its channel wrote (an e-mail's subject and address; a
 * webhook's event, shipment and request, why it failed and the first bytes
 * of the answer), its tries, and one button (a plain POST) named with what
 * it acts on. Never a body.
 */
export function OutboxItem({ row }: { row: DescribedItem }) {
  const { description } = row;
  const action = description.actions[row.status === "failed" ? "retry" : "now"];
  return (
    <li className="rounded-2xl border border-navy-100 bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-bold break-words text-navy-900">{description.title}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {description.facts.map((fact) => (
              <Fact key={fact.term} fact={fact} />
            ))}
            <DeliveryAttempts row={row} />
            {description.notes.map((fact) => (
              <Fact key={fact.term} fact={fact} />
            ))}
          </dl>
        </div>
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value={ITEM_INTENTS[row.channel][row.status]} />
          <input type="hidden" name="id" value={row.id} />
          <button type="submit" className="btn-outline text-navy-900" aria-label={action.name}>
            {action.label}
          </button>
        </Form>
      </div>
    </li>
  );
}

const LOOKS = {
  strong: "font-bold",
  mono: "font-mono text-xs break-all",
  plain: "break-all",
} as const;

function Fact({ fact }: { fact: ItemFact }) {
  const text = fact.isolate ? <bdi>{fact.text}</bdi> : fact.text;
  return (
    <>
      <dt className="text-muted">{fact.term}</dt>
      <dd className={LOOKS[fact.look ?? "plain"]}>
        {fact.href ? (
          <Link to={fact.href} className="underline">
            {text}
          </Link>
        ) : (
          text
        )}
      </dd>
    </>
  );
}
