import type { ChatMessage } from '../entities/chat'
import type { AiModel } from '../entities/model'
import type { User } from '../entities/user'

/** A valid user of the contract, for tests of every layer (no plan in force). */
export const exampleUser: User = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  profile_picture: null,
  dob: null,
  contact_number: null,
  is_active: true,
  client_type: 'individual',
  isPublic: false,
  otp_enabled: false,
  otp_type: null,
  role: 'client',
  currentPlan: null,
  gateway_client_id: null,
  referral_code: 'ADA123',
}

/** A valid model of the contract, for tests of every layer: a text model unless `fields` say. */
export const exampleModel = (fields: Partial<AiModel> = {}): AiModel => ({
  model_id: 'm1',
  model_name: 'Model one',
  type: 'text',
  group: 'amply',
  ui_config: { icon: 'sparkles', aspect_ratio: [] },
  query_credit_group_name: 'standard',
  query_credit_group_ui_config: { groupColor: '#6750a4' },
  ...fields,
})

/** A stored message, for tests of every layer: a user's question unless `fields` say otherwise. */
export const exampleMessage = (fields: Partial<ChatMessage> = {}): ChatMessage => ({
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
  sources: [],
  search: null,
  files: [],
  ...fields,
})
