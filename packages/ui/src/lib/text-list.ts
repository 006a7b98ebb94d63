/** A list of texts from `t(key, { returnObjects: true })`, whatever the caller's key typing. */
export function textList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : []
}
