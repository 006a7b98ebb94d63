import { PASSWORD_MIN_LENGTH } from '@amply/api/entities/auth'

/**
 * A small password strength estimate for the meter under new-password fields. It estimates the
 * guesses an attacker needs, in bits: each character is worth the size of the alphabet it
 * draws from, but a repeat or the next step of a sequence ("aaa", "abc", "4321", keyboard rows)
 * is worth almost nothing, a common password or a word of the user's own name or email is
 * worth a few bits, and so is a year. It is advice, not a rule: the server only requires
 * PASSWORD_MIN_LENGTH characters. (zxcvbn would be more thorough, at ~400 KB gzip of
 * dictionaries; this is under 2 KB.)
 */

/** 0 very weak, 1 weak, 2 fair, 3 good, 4 strong. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4

export type StrengthHint = 'length' | 'variety' | 'common' | 'personal' | 'pattern'

export interface PasswordStrength {
  score: StrengthScore
  /** Estimated guesses needed, as bits (log2). */
  bits: number
  /** What would make it stronger, most useful first. */
  hints: StrengthHint[]
}

/** Passwords every attacker tries first (their lower-case, de-leeted stems). */
const COMMON = new Set(
  (
    'password passw0rd pass123 123456 1234567 12345678 123456789 1234567890 qwerty qwertyuiop ' +
    'azerty asdfgh asdfghjkl zxcvbnm iloveyou letmein welcome admin administrator monkey dragon ' +
    'football baseball soccer hockey master shadow sunshine princess superman batman trustno ' +
    'starwars whatever freedom michael jennifer hunter ashley charlie computer internet secret ' +
    'abc123 abcdef abcdefgh 111111 000000 121212 654321 666666 696969 777777 888888 987654321 ' +
    'changeme default login access flower hello cheese summer winter spring autumn love ' +
    'chatgpt amply openai google facebook'
  ).split(' '),
)

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'azertyuiop', '1234567890']

function alphabetSize(password: string): number {
  let size = 0
  if (/[a-z]/.test(password)) size += 26
  if (/[A-Z]/.test(password)) size += 26
  if (/[0-9]/.test(password)) size += 10
  if (/[^a-zA-Z0-9]/.test(password)) size += /[^\u0020-\u007e]/.test(password) ? 100 : 33
  return Math.max(size, 10)
}

function classCount(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password))
    .length
}

/** Whether `b` follows `a` in the alphabet, the digits or a keyboard row (either way). */
function isStep(a: string, b: string): boolean {
  const distance = b.charCodeAt(0) - a.charCodeAt(0)
  if (Math.abs(distance) === 1 && /[a-z0-9]/i.test(a) && /[a-z0-9]/i.test(b)) return true
  const pair = `${a}${b}`.toLowerCase()
  const reversed = `${b}${a}`.toLowerCase()
  return KEYBOARD_ROWS.some((row) => row.includes(pair) || row.includes(reversed))
}

const deLeet = (text: string) =>
  text
    .toLowerCase()
    .split('')
    .map((char) => LEET[char] ?? char)
    .join('')

const trimNonLetters = (text: string) => text.replace(/^[^a-z]+|[^a-z]+$/gi, '')

/** Whether an attacker's list holds it: as typed, or de-leeted without digits and symbols around. */
const isCommon = (password: string) =>
  [password.toLowerCase(), trimNonLetters(deLeet(password)), deLeet(trimNonLetters(password))].some(
    (candidate) => COMMON.has(candidate),
  )

/** Words of the user's name and email (3 letters or more) found in the password. */
function personalWords(password: string, personal: readonly string[]): string[] {
  const lower = deLeet(password)
  return personal
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3 && lower.includes(word))
}

export function passwordStrength(
  password: string,
  /** The user's name and email: words of them make a password easy to guess. */
  personal: readonly string[] = [],
): PasswordStrength {
  const hints: StrengthHint[] = []
  const perChar = Math.log2(alphabetSize(password))
  // Code points, so that a letter outside the BMP counts once.
  const chars = Array.from(password)

  let bits = 0
  let patterned = false
  for (const [index, char] of chars.entries()) {
    const previous = chars[index - 1]
    if (previous !== undefined && (previous === char || isStep(previous, char))) {
      bits += 1
      patterned = true
    } else bits += perChar
  }

  const common = isCommon(password)
  if (common) {
    bits = Math.min(bits, 10)
    hints.push('common')
  }
  const personalMatches = personalWords(password, personal)
  if (personalMatches.length > 0) {
    const matched = personalMatches.reduce((sum, word) => sum + word.length, 0)
    bits -= Math.max(0, matched * perChar - 8)
    hints.push('personal')
  }
  if (/(19|20)\d\d/.test(password)) bits -= 6
  bits = Math.max(0, bits)

  if (patterned && !common) hints.push('pattern')
  if (chars.length < 12) hints.unshift('length')
  if (classCount(password) < 3) hints.push('variety')

  let score: StrengthScore = bits < 28 ? 0 : bits < 40 ? 1 : bits < 60 ? 2 : bits < 80 ? 3 : 4
  // Below the minimum it cannot be sent at all: never more than weak.
  if (chars.length < PASSWORD_MIN_LENGTH) score = Math.min(score, 1) as StrengthScore
  return { score, bits, hints }
}
