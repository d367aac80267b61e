import { DeliveryCheck, type DeliveryAnswer } from "~/components/marketing/delivery-check";
import { PageHeader } from "~/components/ui/page-header";
import { deliveryCheckPage } from "@core/content/delivery-check";
import { pageMeta } from "~/lib/meta";
import { PincodeSchema } from "@core/schemas/lead-fields";
import type { Route } from "./+types/delivery-check";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["delivery-check"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(deliveryCheckPage, args);

/** ?pin=411001: the answer rendered on the server, for the check on / and /services without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pin = new URL(request.url).searchParams.get("pin");
  if (pin === null) return { pin: "", answer: undefined };
  const parsed = PincodeSchema.safeParse(pin);
  if (!parsed.success) return { pin, answer: { kind: "invalid" } satisfies DeliveryAnswer };
  const info = await context.services.pincodes.lookup(parsed.data);
  const answer: DeliveryAnswer = info
    ? {
        kind: info.serviceable ? "yes" : "no",
        pincode: info.pincode,
        place: `${info.district}, ${info.state}`,
      }
    : { kind: "unknown", pincode: parsed.data };
  return { pin, answer };
}

/** Do we deliver to your pincode? (CONTRACT.md "Pincodes and estimates"). */
export default function DeliveryCheckPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={deliveryCheckPage} />
      <div className="container-page max-w-3xl py-12 lg:py-16">
        {/* key: a new answer from the server replaces what the form showed */}
        <DeliveryCheck key={`${loaderData.pin}`} initial={loaderData.answer} pin={loaderData.pin} />
      </div>
    </>
  );
}
