import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { company } from "~/content/company";

type Props = {
  title?: string;
  inbox?: "general" | "support";
  /** Show the office address (the contact page). */
  withAddress?: boolean;
};

/** Phone, e-mail (and address) beside a form, for visitors who would rather talk. */
export function ContactCard({
  title = "Prefer to talk?",
  inbox = "general",
  withAddress = false,
}: Props) {
  const email = company.email[inbox];
  const rows = [
    ...(withAddress
      ? [
          {
            icon: MapPin,
            label: "Office",
            value: company.address.lines.join(", "),
            href: undefined,
          },
        ]
      : []),
    { icon: Phone, label: "Phone", value: company.phone.display, href: `tel:${company.phone.tel}` },
    {
      icon: Mail,
      label: inbox === "support" ? "Support e-mail" : "E-mail",
      value: email,
      href: `mailto:${email}`,
    },
    { icon: Clock, label: "Hours", value: "24/7, every day of the year", href: undefined },
  ];
  return (
    <section
      aria-labelledby="contact-card-title"
      className="rounded-card bg-navy-900 p-6 text-white shadow-card"
    >
      <h2 id="contact-card-title" className="text-xl font-extrabold">
        {title}
      </h2>
      <ul className="mt-4 space-y-4">
        {rows.map(({ icon: Icon, label, value, href }) => (
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
        ))}
      </ul>
    </section>
  );
}
