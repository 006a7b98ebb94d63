import { exportedConversationSchema } from '@amply/api/entities/data-transfer'
import type { ExportedConversation } from '@amply/api/entities/data-transfer'
import type { ImportedConversation } from './imported-conversation'

/** Amply's own JSON of a conversation (one alone, or each of an account export's). */
export const amplyConversationSchema = exportedConversationSchema

/**
 * An exported conversation as it was: every message with its parent, model, times, reasoning
 * and files (those in the zip, by path). Imported elsewhere, it gives the same tree.
 */
export function fromAmply(document: ExportedConversation): ImportedConversation {
  const missing: string[] = []
  return {
    source: 'amply',
    sourceId: document.id,
    title: document.title,
    tool: document.tool,
    modelId: document.model_id,
    createdAt: new Date(document.created_at),
    updatedAt: new Date(document.updated_at),
    messages: document.messages.map((message) => ({
      key: message.id,
      parentKey: message.parent_id,
      role: message.role,
      content: message.content,
      reasoning: message.reasoning_content,
      model: message.model,
      modelGroup: message.model_group,
      tool: message.tool,
      regen: message.regen,
      incomplete: message.incomplete,
      createdAt: new Date(message.created_at),
      attachments: message.attachments.flatMap((file) => {
        if (!file.path) {
          missing.push(`file ${file.name} (not in the export)`)
          return []
        }
        return [{ kind: file.kind, name: file.name, path: file.path }]
      }),
    })),
    missing,
  }
}
