/** A lead's fields in words, in groups, as the server described them (server/services/leads/lead-details.ts). */
export type LeadFieldGroup = {
  title: string;
  details: { key: string; label: string; value: string }[];
};

/**
 * "What they sent" on a lead's page: every field its form
 * stored, in words, grouped (shipment, the estimate the customer was shown,
 * pickup, address, their words). What visitors typed is isolated (<bdi>).
 */
export function LeadFields({ groups }: { groups: LeadFieldGroup[] }) {
  return (
    <section
      aria-labelledby="sent-heading"
      className="rounded-2xl border border-navy-100 bg-white p-4 lg:self-start"
    >
      <h2 id="sent-heading" className="text-lg font-extrabold text-navy-900">
        What they sent
      </h2>
      {groups.length === 0 && (
        <p className="mt-3 text-muted">The form&rsquo;s own record is gone.</p>
      )}
      {groups.map((group) => (
        <div key={group.title} className="mt-4 first-of-type:mt-3">
          <h3 className="text-sm font-bold tracking-wide text-navy-700 uppercase">{group.title}</h3>
          <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[11rem_1fr]">
            {group.details.map((d) => (
              <div key={d.key} className="contents">
                <dt className="font-bold text-navy-900">{d.label}</dt>
                <dd className="break-words whitespace-pre-line">
                  <bdi>{d.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
