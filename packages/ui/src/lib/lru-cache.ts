/**
 * A map that keeps only its `capacity` most recently used entries (a Map iterates in insertion
 * order, so the first key is the least recently used one).
 */
export function createLruCache<K, V>(capacity: number) {
  const entries = new Map<K, V>()
  return {
    get(key: K): V | undefined {
      const value = entries.get(key)
      if (value !== undefined) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set(key: K, value: V) {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > capacity) entries.delete(entries.keys().next().value as K)
    },
    get size() {
      return entries.size
    },
  }
}
