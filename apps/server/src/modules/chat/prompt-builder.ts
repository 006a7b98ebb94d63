import { PARAGRAPH_WORD_CAP } from '@amply/api/constants'
import type { ChatAction } from '@amply/api/entities/chat'
import type { PartSelection } from '../../lib/document-parts'
import { selectParts, splitIntoParts } from '../../lib/document-parts'

export interface BuiltPrompt {
  system: string
  /** The question as the model receives it (write and translate wrap the user's text). */
  question: string
  /** Most words the answer may have (the paragraph option), enforced on the stream too. */
  wordCap: number | null
  /** The parts of the documents sent; `partial` when some did not fit the model's context. */
  documents: PartSelection | null
}

export interface DocumentText {
  name: string
  text: string
}

const base =
  'You are Amply, a helpful AI assistant. Answer clearly and accurately; say so when you do not know.'

const writeOptions: Record<string, string> = {
  summarize: 'a summary of the text',
  improve: 'an improved version of the text, keeping its meaning',
  email: 'an email',
  sms: 'a short text message',
  comments: 'a comment',
  paragraph: 'one paragraph',
  article: 'an article',
  blog: 'a blog post',
  thoughts: 'a few thoughts',
  social_post: 'a social media post',
  reply: 'a reply to the original message',
}

function writePrompt(action: ChatAction, question: string): Omit<BuiltPrompt, 'documents'> {
  const option = action.option ?? 'paragraph'
  const what = writeOptions[option] ?? `a ${option.replace(/_/g, ' ')}`
  const paragraph = option === 'paragraph'
  const rules = [
    `Write ${what}.`,
    action.format ? `Format: ${action.format}.` : '',
    action.tone ? `Tone: ${action.tone}.` : '',
    action.length ? `Length: ${action.length}.` : '',
    paragraph ? `Use at most ${PARAGRAPH_WORD_CAP} words.` : '',
    `Write in ${action.language ?? 'the language of the request'}.`,
    'Answer with the text only, without any introduction or comment.',
  ].filter(Boolean)
  const request =
    option === 'reply' && action.original
      ? `The original message:\n"""\n${action.original}\n"""\n\nWhat the reply should say:\n${question}`
      : question
  return {
    system: `${base}\nYou are writing for the user. ${rules.join(' ')}`,
    question: request,
    wordCap: paragraph ? PARAGRAPH_WORD_CAP : null,
  }
}

const escapeName = (name: string) => name.replace(/"/g, "'")

/**
 * The documents as numbered parts (numbered across documents, so "[Part 3]" names one part),
 * those that fit `budget` characters: see document-parts.ts.
 */
function documentParts(documents: DocumentText[], budget: number, question: string | null) {
  const owners: string[] = []
  const texts: string[] = []
  for (const doc of documents) {
    for (const part of splitIntoParts(doc.text)) {
      owners.push(doc.name)
      texts.push(part)
    }
  }
  const selection = selectParts(texts, budget, question)
  const block = selection.parts
    .map((part) => {
      const name = escapeName(owners[part.n - 1] ?? '')
      return `<part n="${String(part.n)}" document="${name}">\n${part.text}\n</part>`
    })
    .join('\n')
  return { selection, block }
}

const citing =
  'The documents are split into numbered parts. Answer from them, and after each statement ' +
  'cite the part it comes from as [Part N] (for example [Part 2]); say so when they do not ' +
  'hold the answer.'

const partialNote = (selection: PartSelection) =>
  `The documents have ${String(selection.total)} parts, longer than you can read at once: you ` +
  `see only parts ${selection.parts.map((part) => part.n).join(', ')}. Say so when the answer ` +
  'may be in parts you did not see.'

export interface PromptOptions {
  /** Characters of documents the model can read (document-parts.ts, `documentBudget`). */
  documentBudget: number
}

/** The system prompt and question for an action (chat, write, translate, read). */
export function buildPrompt(
  action: ChatAction,
  question: string,
  documents: DocumentText[] = [],
  options: PromptOptions = { documentBudget: Number.POSITIVE_INFINITY },
): BuiltPrompt {
  const docs =
    documents.length === 0
      ? null
      : documentParts(
          documents,
          options.documentBudget,
          action.option === 'summary' ? null : question,
        )
  const withDocuments = (system: string) =>
    docs === null
      ? system
      : [
          system,
          citing,
          ...(docs.selection.partial ? [partialNote(docs.selection)] : []),
          docs.block,
        ].join('\n')
  const selection = docs?.selection ?? null
  switch (action.type) {
    case 'write':
      return { ...writePrompt(action, question), documents: null }
    case 'translate':
      return {
        system:
          `You translate. Translate the user's text ` +
          (action.source_language ? `from ${action.source_language} ` : '') +
          `into ${action.language ?? 'English'}, ` +
          'keeping its meaning, tone and formatting. Answer with the translation only.',
        question,
        wordCap: null,
        documents: null,
      }
    case 'read':
      return {
        system: withDocuments(`${base}\nYou help the user read documents.`),
        question,
        wordCap: null,
        documents: selection,
      }
    case 'chat':
      return { system: withDocuments(base), question, wordCap: null, documents: selection }
  }
}

/**
 * Cuts a streamed text after `cap` words. `reached` once the cap-th word is known to be whole
 * (a later word or a space follows it): a word split across two pieces is not cut short.
 */
export function capWords(text: string, cap: number): { text: string; reached: boolean } {
  const words = text.match(/\S+/g) ?? []
  const whole = words.length > cap || (words.length === cap && /\s$/.test(text))
  if (!whole) return { text, reached: false }
  let seen = 0
  const cut = text.replace(/\S+\s*/g, (piece) => {
    seen += 1
    if (seen < cap) return piece
    return seen === cap ? piece.trimEnd() : ''
  })
  return { text: cut, reached: true }
}
