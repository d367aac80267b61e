import { Headset, Mail, MessageSquareWarning, Phone } from "~/components/ui/icons";
import { Link } from "~/components/ui/local-link";
import { En, Filled } from "~/components/ui/en";
import { company } from "@core/content/company";
import { texts } from "@core/content/help-contacts";
import { useTexts } from "~/lib/texts";

/**
 * Call and e-mail links to support, for the foot of help and placeholder
 * pages; with `raise`, customer care's form first.
 */
export function HelpContacts({
  title,
  text,
  raise = false,
}: {
  title?: string;
  text?: string;
  raise?: boolean;
}) {
  const t = useTexts(texts);
  return (
    <section aria-labelledby="help-contacts-title" className="container-page py-12">
      <div className="flex flex-col gap-6 rounded-card bg-navy-50 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800">
            <Headset className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="help-contacts-title" className="text-xl font-bold text-navy-900">
              {title ?? t.title}
            </h2>
            <p className="mt-1 text-muted">{text ?? t.text}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {raise && (
            <Link to="/support/request" className="btn-primary whitespace-nowrap">
              <MessageSquareWarning className="size-4" aria-hidden="true" />
              {t.raise}
            </Link>
          )}
          <a href={`tel:${company.phone.tel}`} className="btn-dark whitespace-nowrap">
            <Phone className="size-4" aria-hidden="true" />
            <span>
              <Filled text={t.call} values={{ phone: <En>{company.phone.display}</En> }} />
            </span>
          </a>
          <a
            href={`mailto:${company.email.support}`}
            className="btn-outline whitespace-nowrap text-navy-900"
          >
            <Mail className="size-4" aria-hidden="true" />
            <En>{company.email.support}</En>
          </a>
        </div>
      </div>
    </section>
  );
}
