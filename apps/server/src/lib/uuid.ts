const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Whether a caller's id can be a row id at all. PostgreSQL refuses to compare a uuid column
 * with anything else (an error, so a 500): a malformed id must be answered "not found" first.
 */
export const isUuid = (value: string) => UUID.test(value)
