import type { ModelType, PublicModel } from '@amply/api/entities/model'
import { ImageIcon, LanguagesIcon, MessagesSquareIcon, PenLineIcon } from 'lucide-react'

/**
 * The AI features page's tabs (docs/product.md#public-site), each showing the models of one type.
 */
export const featureTabs = [
  { key: 'models', type: 'text', icon: MessagesSquareIcon },
  { key: 'image', type: 'image', icon: ImageIcon },
  { key: 'writing', type: 'write', icon: PenLineIcon },
  { key: 'translate', type: 'translate', icon: LanguagesIcon },
] as const satisfies readonly { key: string; type: ModelType; icon: unknown }[]

export type FeatureTabKey = (typeof featureTabs)[number]['key']

export function modelsOfType(models: readonly PublicModel[], type: ModelType): PublicModel[] {
  return models.filter((model) => model.type === type)
}

/** The operator's description in the visitor's language, else English. */
export function modelDescription(model: PublicModel, language: string): string | undefined {
  return model.description?.[language] ?? model.description?.en
}

/**
 * The model families of docs/product.md#overview, with texts of their own; others show their raw
 * name.
 */
const knownFamilies = {
  amply: 'amply',
  chat: 'chat',
  reasoning: 'reasoning',
  multimodal: 'multimodal',
  'deep-thinking': 'deepThinking',
  image: 'image',
} as const

export type KnownFamily = (typeof knownFamilies)[keyof typeof knownFamilies]

export function familyKey(group: string): KnownFamily | undefined {
  return Object.hasOwn(knownFamilies, group)
    ? knownFamilies[group as keyof typeof knownFamilies]
    : undefined
}
