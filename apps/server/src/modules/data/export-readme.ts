import { brand } from '@amply/api/brand'
import type { MissingPart } from '@amply/api/entities/data-transfer'

/** What each file of the export is: the README's table, in the zip's order. */
const FILES: readonly (readonly [string, string])[] = [
  ['profile.json', 'Your profile: name, email, date of birth, phone, account type, when made.'],
  ['profile/', 'Your profile picture, if you set one.'],
  ['addresses.json', 'Your billing addresses.'],
  ['shares.json', 'Every link you shared (revoked ones too) and the conversation it shows.'],
  [
    'conversations/<tool>/<date>-<title>-<id>.json',
    `Each conversation and write, translate and read session, whole: every branch, each message with its id, parent, model, time, reasoning and files. ${brand.name} can import it again (Account > Data > Import).`,
  ],
  [
    'conversations/<tool>/<date>-<title>-<id>.md',
    'The same conversation to read: the branch it opens on, each answer under the model that wrote it.',
  ],
  [
    'uploads/<id>-<name>',
    'Images you sent in a conversation, and the text read from documents you sent (the conversations name them by this path).',
  ],
  ['images.json', 'The images you generated: prompt, model, size, time, and their file.'],
  ['images/', 'The generated images themselves.'],
  ['invoices/<number>.pdf', 'Your invoices.'],
]

/** README.txt of an account export: what each file is, then what could not be read. */
export function exportReadme({
  email,
  at,
  missing,
}: {
  email: string
  at: Date
  missing: readonly MissingPart[]
}): string {
  const width = Math.max(...FILES.map(([name]) => name.length)) + 2
  const lines = [
    `${brand.name}: everything kept for ${email}`,
    `Exported ${at.toISOString()}`,
    '',
    'What each file is',
    '-----------------',
    ...FILES.map(([name, what]) => `${name.padEnd(width)}${what}`),
    '',
    'Times are UTC (ISO 8601). Text files are UTF-8.',
    '',
    'What could not be read',
    '----------------------',
    ...(missing.length === 0
      ? ['Nothing: every part is here.']
      : missing.map((part) => `${part.what}: ${part.reason}`)),
  ]
  return `${lines.join('\n')}\n`
}
