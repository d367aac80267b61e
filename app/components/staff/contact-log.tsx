import { Form } from "react-router";
import { whatsappNumber } from "./contact-links";

/**
 * "Log a call" and "Log WhatsApp": one tap writes "called
 * at 10:42" into the lead's history, in India's time. Beside the tel: and
 * wa.me links of ContactLinks.
 */
export function ContactLog({ phone }: { phone: string }) {
  if (!phone) return null;
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
      <span className="text-sm text-muted">Spoke to them?</span>
      <button type="submit" name="intent" value="call" className="btn-outline min-h-11">
        Log a call
      </button>
      {whatsappNumber(phone) && (
        <button type="submit" name="intent" value="whatsapp" className="btn-outline min-h-11">
          Log WhatsApp
        </button>
      )}
    </Form>
  );
}
