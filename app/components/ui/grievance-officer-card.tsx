import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { En } from "~/components/ui/en";
import { company, texts as companyTexts } from "@core/content/company";
import { texts } from "@core/content/grievance";
import { useTexts } from "~/lib/texts";

/**
 * Who the grievance officer is and how to reach them (CONTRACT.md "Customer
 * care"): the name, e-mail and phone as company.ts gives them, the
 * designation and the office's address in the page's language.
 */
export function GrievanceOfficerCard({ className = "" }: { className?: string }) {
  const t = useTexts(texts).officer;
  const { addressLines } = useTexts(companyTexts);
  const officer = company.grievanceOfficer;
  const rows = [
    {
      icon: Mail,
      label: t.email,
      value: (
        <a href={`mailto:${officer.email}`} className={LINK}>
          <En>{officer.email}</En>
        </a>
      ),
    },
    {
      icon: Phone,
      label: t.phone,
      value: (
        <a href={`tel:${officer.phone.tel}`} className={LINK}>
          <En>{officer.phone.display}</En>
        </a>
      ),
    },
    {
      icon: MapPin,
      label: t.address,
      value: addressLines.map((line) => (
        <span key={line} className="block font-normal">
          {line}
        </span>
      )),
    },
  ];
  return (
    <section
      aria-labelledby="grievance-officer-title"
      className={`rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-7 ${className}`}
    >
      <h2 id="grievance-officer-title" className="text-sm font-bold text-saffron-300">
        {t.heading}
      </h2>
      <p className="mt-3 text-2xl font-extrabold">
        <En>{officer.name}</En>
      </p>
      <p className="mt-1 text-navy-200">{t.designation}</p>
      <address className="mt-6 space-y-4 not-italic">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-navy-800 text-saffron-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="min-w-0">
              <span className="block text-sm text-navy-200">{label}</span>
              <span className="block font-semibold break-words">{value}</span>
            </p>
          </div>
        ))}
      </address>
      <p className="mt-6 border-t border-white/10 pt-4 text-sm leading-relaxed text-navy-100">
        {t.note}
      </p>
    </section>
  );
}

const LINK = "underline underline-offset-2 hover:text-saffron-200";
