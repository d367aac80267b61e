import { Form } from "react-router";

/** The admin's switch: two-factor sign-in for every account, or for those who choose it. */
export function TwoFactorPolicy({ required }: { required: boolean }) {
  return (
    <div className="rounded-2xl border border-navy-100 bg-white p-5 sm:p-6">
      <h2 className="text-xl font-bold text-navy-900">Two-factor sign-in for everyone</h2>
      <p className="mt-2 text-muted">
        {required
          ? "Required: an account without it is sent to set it up before anything else."
          : "Optional: each person may turn it on for their own account."}
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="require-two-factor" />
        <input type="hidden" name="required" value={required ? "0" : "1"} />
        <button type="submit" className="btn-dark">
          {required ? "Make it optional" : "Require it for every account"}
        </button>
      </Form>
    </div>
  );
}
