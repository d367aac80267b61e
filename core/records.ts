/**
 * Records keyed by a known list of keys (the languages, the services), typed
 * by that list: Object.fromEntries and Object.keys answer `string` keys,
 * which a reader of the code knows are the list's. The cast that knowledge
 * needs is made here, once, where the keys are the list itself.
 */

/** A record with one entry per key, in the list's order: recordOf(LANGS, (lang) => …). */
export function recordOf<K extends PropertyKey, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/**
 * The value of a record at a key read from data (a stored status, a form's
 * field name), undefined when the record has no such key of its own.
 */
export function valueAt<V>(
  record: Readonly<Record<string, V>>,
  key: string | null | undefined,
): V | undefined {
  return key != null && Object.hasOwn(record, key) ? record[key] : undefined;
}
