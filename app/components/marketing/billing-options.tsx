import { Wallet } from "~/components/ui/icons";
import type { Billing } from "@core/content/service-details";
import { texts } from "@core/content/service-page";
import { useTexts } from "~/lib/texts";

/** Billing options of a service (spec section 1): Paid, To-Pay, Prepaid; COD, DOD. */
export function BillingOptions({ billing }: { billing: Billing }) {
  const { billingEyebrow } = useTexts(texts);
  return (
    <section aria-labelledby="billing-title" className="container-page py-16 lg:py-20">
      <div className="grid gap-8 rounded-[1.5rem] border border-navy-100 bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <p className="text-sm font-bold tracking-[0.16em] text-saffron-700 uppercase">
            {billingEyebrow}
          </p>
          <h2 id="billing-title" className="mt-2 text-2xl font-extrabold text-navy-900">
            {billing.title}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{billing.text}</p>
        </div>
        <ul className="grid gap-4">
          {billing.options.map((option) => (
            <li key={option.name} className="flex gap-4 rounded-xl bg-navy-50 p-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800">
                <Wallet className="size-5" aria-hidden="true" />
              </span>
              <p className="leading-relaxed text-muted">
                <strong className="block text-navy-900">{option.name}</strong>
                {option.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
