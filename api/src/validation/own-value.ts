/**
 * `record[key]` when `key` is one of the record's own entries, else undefined. A key the client
 * wrote ("__proto__", "constructor", "toString") must not reach what every object inherits from
 * Object.prototype, which a plain `record[key]` returns.
 *
 * @example
 * ownValue({ asc: 1 }, 'constructor') // undefined
 */
export function ownValue<Value>(
  record: Readonly<Record<string, Value>>,
  key: string,
): Value | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
