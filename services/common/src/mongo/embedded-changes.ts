/**
 * The update that turns the embedded document at `path` from `before` into `after`, one `path.<key>`
 * at a time: `$set` for the keys added or changed, `$unset` for the keys gone (undefined when none).
 * Never `$set: { [path]: after }` whole: FerretDB 1.24 skips a `$set` whose value it judges identical to
 * the stored one, and it compares embedded documents by their values alone, ignoring their keys, so
 * `{ a: 1 }` → `{ b: 1 }` was silently not written. Keys must be plain path segments (no '.', no
 * leading '$'). Keys that stay keep their place; added keys come last.
 */
export function embeddedChanges<V>(
  path: string,
  before: Record<string, V> | undefined,
  after: Record<string, V>,
): { set: Record<string, V>; unset?: Record<string, ''> } {
  const stored = before ?? {};
  const set: Record<string, V> = {};
  const unset: Record<string, ''> = {};
  for (const [key, value] of Object.entries(after))
    if (!(key in stored) || stored[key] !== value) set[`${path}.${key}`] = value;
  for (const key of Object.keys(stored)) if (!(key in after)) unset[`${path}.${key}`] = '';
  return { set, unset: Object.keys(unset).length ? unset : undefined };
}
