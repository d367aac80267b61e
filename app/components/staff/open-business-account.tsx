import { Form, Link, useNavigation } from "react-router";

/** What the lead's page is told: staffBusinesses.leadAccount's answer. */
type LeadAccount =
  | { status: "none" }
  | { status: "open"; businessId: string }
  | { status: "not-eligible" };

/**
 * On a client-registration lead: its business account, or, once the lead is
 * won, the button that opens it (the lead's e-mail invited as owner).
 */
export function OpenBusinessAccount({ account }: { account: LeadAccount }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "open-business";
  if (account.status === "not-eligible") return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-navy-100 bg-white p-4">
      {account.status === "open" ? (
        <p>
          This company has a business account.{" "}
          <Link to={`/staff/businesses/${account.businessId}`} className="font-bold underline">
            Open its page
          </Link>
        </p>
      ) : (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="open-business" />
          <p>Won: the company can ship on its own through a business account.</p>
          <button type="submit" className="btn-dark" disabled={busy}>
            {busy ? "Opening..." : "Open a business account"}
          </button>
        </Form>
      )}
    </div>
  );
}
