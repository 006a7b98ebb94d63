import { PARAGRAPH_WORD_CAP } from '@amply/api/constants'
import type { ChatAction } from '@amply/api/entities/chat'

export interface BuiltPrompt {
  system: string
  /** The question as the model receives it (write and translate wrap the user's text). */
  question: string
  /** Most words the answer may have (the paragraph option), enforced on the stream too. */
  wordCap: number | null
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

function writePrompt(action: ChatAction, question: string): BuiltPrompt {
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

function documentsBlock(documents: DocumentText[]): string {
  return documents
    .map((doc) => `<document name="${doc.name.replace(/"/g, "'")}">\n${doc.text}\n</document>`)
    .join('\n')
}

/** The system prompt and question for an action (chat, write, translate, read). */
export function buildPrompt(
  action: ChatAction,
  question: string,
  documents: DocumentText[] = [],
): BuiltPrompt {
  const withDocuments = (system: string) =>
    documents.length === 0
      ? system
      : `${system}\nAnswer from these documents; say so when they do not hold the answer.\n${documentsBlock(documents)}`
  switch (action.type) {
    case 'write':
      return writePrompt(action, question)
    case 'translate':
      return {
        system:
          `You translate. Translate the user's text into ${action.language ?? 'English'}, ` +
          'keeping its meaning, tone and formatting. Answer with the translation only.',
        question,
        wordCap: null,
      }
    case 'read':
      return {
        system: withDocuments(`${base}\nYou help the user read documents.`),
        question,
        wordCap: null,
      }
    case 'chat':
      return { system: withDocuments(base), question, wordCap: null }
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
