import { ChevronDown } from "~/components/ui/icons";
import { company } from "@core/content/company";
import type { Faq } from "@core/content/faqs";
import { En, Filled } from "./en";

export type AccordionItem = { question: string; answer: React.ReactNode };

/**
 * Questions that open one at a time: native <details name>, so it works
 * without JavaScript and by keyboard (docs/decisions/006-native-disclosure.md).
 */
export function Accordion({
  name,
  items,
  headingLevel = 3,
}: {
  name: string;
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-navy-100 overflow-hidden rounded-card border border-navy-100 bg-white shadow-card">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex items-center justify-between gap-4 px-5 py-4 text-left hover:bg-navy-50 sm:px-6">
            <Heading className="text-base font-bold text-navy-900">{item.question}</Heading>
            <ChevronDown
              className="size-5 shrink-0 text-saffron-700 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-muted sm:px-6">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

/**
 * Questions and answers from the faqs texts, one open at a time. A Hindi or
 * Marathi answer names the brand as "{brand}", marked as English here.
 */
export function FaqAccordion({
  name,
  faqs,
  headingLevel,
}: {
  name: string;
  faqs: readonly Faq[];
  headingLevel?: 2 | 3 | 4;
}) {
  const items = faqs.map((faq) => ({
    question: faq.question,
    answer: <Filled text={faq.answer} values={{ brand: <En>{company.name}</En> }} />,
  }));
  return <Accordion name={name} items={items} headingLevel={headingLevel} />;
}
