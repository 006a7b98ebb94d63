import type { AiModel } from '@amply/api/entities/model'
import type { CurrentPlan, User } from '@amply/api/entities/user'

export const trialPlan: CurrentPlan = {
  plan_name: 'Trial',
  type: 'trial',
  valid_to: '2030-01-31T00:00:00.000Z',
}

export const user: User = {
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

export function model(model_id: string, type: AiModel['type'], model_name = model_id): AiModel {
  return {
    model_id,
    model_name,
    type,
    group: 'amply',
    ui_config: { icon: 'sparkles', aspect_ratio: [] },
    query_credit_group_name: 'standard',
    query_credit_group_ui_config: { groupColor: '#6750a4' },
  }
}
