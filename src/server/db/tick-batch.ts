/**
 * Gathers the calls made in the same turn of the event loop and answers them with one call of `run`, which gets
 * their keys in order and returns one answer per key. Requests that arrive together (fifty connections' worth)
 * then cost one database round trip instead of fifty: on PGlite every statement is expensive, and on PostgreSQL
 * each is a round trip. When `run` fails, every call in its batch fails with it.
 */
export function batchPerTick<K, V>(run: (keys: K[]) => Promise<V[]>): (key: K) => Promise<V> {
  let waiting: { key: K; resolve(value: V): void; reject(error: unknown): void }[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    run(batch.map((b) => b.key)).then(
      (values) => batch.forEach((b, i) => b.resolve(values[i]!)),
      (error: unknown) => batch.forEach((b) => b.reject(error)),
    );
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (waiting.length === 1) setImmediate(flush);
    });
}
