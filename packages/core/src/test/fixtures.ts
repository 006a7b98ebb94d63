import type { AiModel } from '@amply/api/entities/model'
import { exampleMessage, exampleModel, exampleUser } from '@amply/api/test/fixtures'
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
export const chatMessage = exampleMessage
