/**
 * The API keys section of /staff/businesses/:id (CONTRACT.md "Business
 * accounts", "staff"): each key by name, prefix, maker, last use and
 * revocation; never the key nor its hash (the service never reads either).
 * Staff stop keys by suspending the business (docs/decisions/041-business-api.md).
 */
/** A key as `services.businessApiKeys.staffList` gives it. */
type StaffKey = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  createdByName: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  revokedByName: string | null;
};

/** What the loader sends: times as ISO text. */
export function staffApiKeyRows(keys: StaffKey[]) {
  return keys.map((k) => ({
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    createdBy: k.createdByName,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    revokedBy: k.revokedByName,
  }));
}

const time = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  });

export function BusinessApiKeysSection({ keys }: { keys: ReturnType<typeof staffApiKeyRows> }) {
  return (
    <div>
      <h2 className="mb-3 text-xl font-bold text-navy-900">API keys</h2>
      {keys.length === 0 ? (
        <p className="text-muted">No API keys.</p>
      ) : (
        <ul className="grid gap-3">
          {keys.map((key) => (
            <li key={key.id} className="rounded-2xl border border-navy-100 bg-white p-4">
              <p className="font-bold break-words text-navy-900">
                {key.name} <span className="font-mono font-normal text-muted">{key.prefix}…</span>
              </p>
              <p className="text-sm text-muted">
                made {time(key.createdAt)} by {key.createdBy ?? "someone no longer there"} · last
                used {key.lastUsedAt ? time(key.lastUsedAt) : "never"}
                {key.revokedAt ? (
                  <span className="font-semibold text-danger">
                    {" "}
                    · revoked {time(key.revokedAt)} by {key.revokedBy ?? "someone no longer there"}
                  </span>
                ) : (
                  " · in use"
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
