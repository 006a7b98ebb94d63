/** Words of a placeholder or a phrase a person chose, which a random secret does not hold. */
const PLACEHOLDER = /change|secret|example|password|default|placeholder|your|test/i

/**
 * Why a signing secret looks chosen by a person rather than generated, or null. A generated
 * one (`openssl rand -base64 32`) has dozens of different characters and no words.
 */
export function secretWeakness(secret: string): string | null {
  if (secret.length < 32) return 'it is shorter than 32 characters'
  if (new Set(secret).size < 10) return 'it repeats a few characters'
  if (PLACEHOLDER.test(secret)) return 'it holds a word (a placeholder or a phrase)'
  return null
}

/** Whether a 32-byte key looks made by hand (all zeros, a repeated pattern) rather than random. */
export const keyLooksWeak = (key: Uint8Array) => new Set(key).size < 16
