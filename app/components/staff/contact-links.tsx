import { Mail, MessageCircle, Phone } from "~/components/ui/icons";

/** An Indian number as wa.me wants it: country code and number, digits only. */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith("91")) return digits;
  return null;
}

/** One-tap call, e-mail and WhatsApp for a lead or an applicant. */
export function ContactLinks({
  name,
  email,
  phone,
}: {
  name: string;
  email: string;
  phone: string;
}) {
  const whatsapp = whatsappNumber(phone);
  const linkClass = "btn-outline min-h-11 text-navy-900";
  return (
    <ul className="mt-4 flex flex-wrap gap-3" aria-label={`Reach ${name}`}>
      {phone && (
        <li>
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
            <Phone className="size-4" aria-hidden="true" />
            Call {phone}
          </a>
        </li>
      )}
      {/* A ticket raised with SMS updates may have no address. */}
      {email && (
        <li>
          <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
            <Mail className="size-4" aria-hidden="true" />
            E-mail {email}
          </a>
        </li>
      )}
      {whatsapp && (
        <li>
          <a
            href={`https://wa.me/${whatsapp}`}
            className={linkClass}
            rel="noreferrer"
            target="_blank"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            WhatsApp
          </a>
        </li>
      )}
    </ul>
  );
}
