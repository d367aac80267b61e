import { Clock, Mail, MapPin, Phone } from "~/components/ui/icons";
import { En } from "~/components/ui/en";
import { company } from "@core/content/company";
import { texts } from "@core/content/forms";
import { useTexts } from "~/lib/texts";

type Props = {
  /** "Prefer to talk?" (in the page's language) unless given. */
  title?: string;
  inbox?: "general" | "support";
  /** Show the office address (the contact page). */
  withAddress?: boolean;
};

/** Phone, e-mail (and address) beside a form, for visitors who would rather talk. */
export function ContactCard({ title, inbox = "general", withAddress = false }: Props) {
  const t = useTexts(texts).contactCard;
  const email = company.email[inbox];
  const rows = [
    ...(withAddress
      ? [
          {
            icon: MapPin,
            label: t.officeLabel,
            english: true,
            value: company.address.lines.join(", "),
            href: undefined,
          },
        ]
      : []),
    {
      icon: Phone,
      label: t.phone,
      value: company.phone.display,
      href: `tel:${company.phone.tel}`,
      english: true,
    },
    {
      icon: Mail,
      label: inbox === "support" ? t.supportEmail : t.email,
      value: email,
      href: `mailto:${email}`,
      english: true,
    },
    { icon: Clock, label: t.hours, value: t.hoursValue, href: undefined, english: false },
  ];
  return (
    <section
      aria-labelledby="contact-card-title"
      className="rounded-card bg-navy-900 p-6 text-white shadow-card"
    >
      <h2 id="contact-card-title" className="text-xl font-extrabold">
        {title ?? t.title}
      </h2>
      <ul className="mt-4 space-y-4">
        {rows.map(({ icon: Icon, label, value: text, href, english }) => {
          // The address, phone number and e-mail address stay as they are: English inside Hindi.
          const value = english ? <En>{text}</En> : text;
          return (
            <li key={label} className="flex gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-navy-800 text-saffron-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm text-navy-200">{label}</span>
                <span className="block font-semibold break-words">
                  {href ? (
                    <a
                      href={href}
                      className="underline-offset-2 hover:text-saffron-200 hover:underline"
                    >
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
