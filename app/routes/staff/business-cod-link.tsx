import { Link } from "react-router";

/** The business page's COD section (decision 044): the COD and its remittances have a page of their own. */
export function BusinessCodLink({ businessId }: { businessId: string }) {
  return (
    <section
      aria-labelledby="business-cod"
      className="rounded-2xl border border-navy-100 bg-white p-5"
    >
      <h2 id="business-cod" className="text-xl font-bold text-navy-900">
        COD and remittances
      </h2>
      <p className="mt-1">
        <Link to={`/staff/businesses/${businessId}/cod`} className="underline underline-offset-2">
          COD collected, what is still owed, and recording a remittance
        </Link>
      </p>
    </section>
  );
}
