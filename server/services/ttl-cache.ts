/**
 * A small in-process cache with a time to live, a size bound, and one load
 * at a time per key (concurrent misses share it). For reads that may be a
 * few seconds stale; writes in this process delete their key at once.
 */
export function createTtlCache<V>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: V; expires: number }>();
  const loading = new Map<string, Promise<V>>();

  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = load()
        .then((value) => {
          entries.delete(key);
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { value, expires: Date.now() + ttlMs });
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    delete(key: string) {
      entries.delete(key);
    },
  };
}
