import type { ExportedConversation, ExportedMessage } from '@amply/api/entities/data-transfer'

/** The few words of an exported conversation, in the interface's language (English otherwise). */
interface Words {
  you: string
  assistant: string
  reasoning: string
  attached: string
  incomplete: string
  sources: string
  tools: Record<ExportedConversation['tool'], string>
}

const english: Words = {
  you: 'You',
  assistant: 'Assistant',
  reasoning: 'Reasoning',
  attached: 'Attached',
  incomplete: 'This answer was stopped before its end.',
  sources: 'Sources',
  tools: { chat: 'Chat', write: 'Write', translate: 'Translate', read: 'Read' },
}

const words: Record<string, Words> = {
  en: english,
  fr: {
    you: 'Vous',
    assistant: 'Assistant',
    reasoning: 'Raisonnement',
    attached: 'Joint',
    incomplete: 'Cette réponse a été arrêtée avant la fin.',
    sources: 'Sources',
    tools: { chat: 'Discussion', write: 'Écrire', translate: 'Traduire', read: 'Lire' },
  },
  ar: {
    you: 'أنت',
    assistant: 'المساعد',
    reasoning: 'التفكير',
    attached: 'مرفق',
    incomplete: 'توقفت هذه الإجابة قبل اكتمالها.',
    sources: 'المصادر',
    tools: { chat: 'المحادثة', write: 'الكتابة', translate: 'الترجمة', read: 'القراءة' },
  },
}

/**
 * The messages from the root down to `leafId`, oldest first: one branch of the tree. Without a
 * leaf (or with one not in the tree), the branch a conversation opens on: the newest child at
 * every step (core's treeFromMessages). `messages` are oldest first.
 */
export function branchOf<M extends { id: string; parent_id: string | null }>(
  messages: M[],
  leafId?: string,
): M[] {
  const byId = new Map(messages.map((message) => [message.id, message]))
  const leaf = leafId ? byId.get(leafId) : undefined
  if (!leaf) {
    const newestChild = new Map<string | null, M>()
    for (const message of messages) newestChild.set(message.parent_id, message)
    const branch: M[] = []
    for (let at = newestChild.get(null); at && branch.length < messages.length;) {
      branch.push(at)
      at = newestChild.get(at.id)
    }
    return branch
  }
  const branch: M[] = []
  for (let at: M | undefined = leaf; at && branch.length < messages.length;) {
    branch.unshift(at)
    at = at.parent_id ? byId.get(at.parent_id) : undefined
  }
  return branch
}

/** A model's name as people read it ("GPT-4o mini~chat" reads "GPT-4o mini"). */
export type ModelName = (modelId: string) => string

function messageMarkdown(message: ExportedMessage, w: Words, modelName: ModelName): string {
  const heading =
    message.role === 'user'
      ? w.you
      : message.model
        ? `${w.assistant} · ${modelName(message.model)}`
        : w.assistant
  const parts = [`## ${heading}`]
  if (message.reasoning_content) {
    // Quoted, so that its own headings and lists stay inside it.
    const quoted = message.reasoning_content
      .split('\n')
      .map((line) => (line ? `> ${line}` : '>'))
      .join('\n')
    parts.push(`> **${w.reasoning}**\n>\n${quoted}`)
  }
  if (message.content) parts.push(message.content)
  if (message.sources.length > 0) {
    // Numbered as the answer's [n] cite them.
    const list = message.sources.map(
      (source) =>
        `${String(source.n)}. [${source.title.replace(/[[\]]/g, '')}](<${source.url}>) · ${source.site}`,
    )
    parts.push(`**${w.sources}**\n\n${list.join('\n')}`)
  }
  if (message.attachments.length > 0) {
    parts.push(
      `*${w.attached}: ${message.attachments.map((file) => file.path ?? file.name).join(', ')}*`,
    )
  }
  if (message.incomplete) parts.push(`*${w.incomplete}*`)
  return parts.join('\n\n')
}

/**
 * One branch of a conversation as Markdown for reading: its title, then each message under the
 * name of who wrote it (the answer's model named), answers as written (code blocks and tables
 * intact).
 */
export function conversationMarkdown(
  conversation: ExportedConversation,
  {
    leafId,
    language,
    modelName,
  }: { leafId?: string | undefined; language?: string | undefined; modelName: ModelName },
): string {
  const w = words[language ?? 'en'] ?? english
  const branch = branchOf(conversation.messages, leafId)
  const date = conversation.created_at.slice(0, 10)
  const header = `# ${conversation.title.replace(/\s+/g, ' ')}\n\n*${w.tools[conversation.tool]} · ${date}*`
  return `${[header, ...branch.map((message) => messageMarkdown(message, w, modelName))].join('\n\n---\n\n')}\n`
}
