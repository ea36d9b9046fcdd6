// Freezes a value read from the database and everything in it, so page views that share it cannot change it.

/**
 * `value` with every object and array in it frozen, returned for chaining. Binary data (Buffers,
 * typed arrays) cannot be frozen and is left as it is; values already frozen are not walked again.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || ArrayBuffer.isView(value)) {
    return value;
  }
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  return value;
}
