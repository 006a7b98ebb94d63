import type { ChatMessage } from '@amply/api/entities/chat'
import type { AiModel } from '@amply/api/entities/model'
import { exampleModel, exampleUser } from '@amply/api/test/fixtures'
import type { CurrentPlan, User } from '@amply/api/entities/user'

export const trialPlan: CurrentPlan = {
  plan_name: 'Trial',
  type: 'trial',
  valid_to: '2030-01-31T00:00:00.000Z',
}

export const user: User = exampleUser

export function model(model_id: string, type: AiModel['type'], model_name = model_id): AiModel {
  return exampleModel({ model_id, model_name, type })
}

/** A stored message: a user's question unless `fields` say otherwise. */
export const chatMessage = (fields: Partial<ChatMessage> = {}): ChatMessage => ({
  chat_id: 'q1',
  parent_id: null,
  role: 'user',
  content: 'Hello',
  reasoning_content: '',
  model: null,
  model_group: null,
  tool: 'chat',
  loading: false,
  edit: false,
  regen: false,
  incomplete: false,
  ...fields,
})
