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
    /**
     * Several keys at once: hits and loads already under way are shared; the
     * rest are loaded together by one call of `loadMany`, which must answer
     * every key it is given (a missing key counts as `fallback`).
     */
    async getMany(
      keys: readonly string[],
      loadMany: (missing: string[]) => Promise<Map<string, V>>,
      fallback: V,
    ): Promise<Map<string, V>> {
      const now = Date.now();
      const answers = new Map<string, V | Promise<V>>();
      const missing: string[] = [];
      for (const key of keys) {
        const hit = entries.get(key);
        if (hit && hit.expires > now) answers.set(key, hit.value);
        else if (loading.has(key)) answers.set(key, loading.get(key)!);
        else if (!answers.has(key)) {
          missing.push(key);
          answers.set(key, fallback); // replaced below
        }
      }
      if (missing.length > 0) {
        const batch = loadMany(missing);
        for (const key of missing) {
          const promise = batch
            .then((found) => {
              const value = found.has(key) ? found.get(key)! : fallback;
              entries.delete(key);
              if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
              entries.set(key, { value, expires: Date.now() + ttlMs });
              return value;
            })
            .finally(() => loading.delete(key));
          loading.set(key, promise);
          answers.set(key, promise);
        }
      }
      // All at once, so a failed load rejects once and no promise is left unhandled.
      const values = await Promise.all(keys.map((key) => answers.get(key)!));
      return new Map(keys.map((key, i) => [key, values[i]!]));
    },
    delete(key: string) {
      entries.delete(key);
    },
  };
}
