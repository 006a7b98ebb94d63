const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids in paths and bodies are checked before they reach a uuid column (which would reject them loudly). */
export const isUuid = (value: string) => uuidPattern.test(value)
