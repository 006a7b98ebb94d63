import {
  BookOpenTextIcon,
  BrainCircuitIcon,
  LanguagesIcon,
  MessageSquareTextIcon,
  PanelRightIcon,
  PaletteIcon,
  PenLineIcon,
  Share2Icon,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { paths } from '../../../lib/paths'

export type GuideKey =
  'chat' | 'models' | 'art' | 'write' | 'translate' | 'read' | 'sharing' | 'extension'

export interface Guide {
  key: GuideKey
  icon: LucideIcon
  /** Where the guide's button goes: the tool itself (a guest is asked to log in first). */
  to: string
}

/** The guides of `/learning`, in reading order; each one's texts are `learning:guides.<key>`. */
export const guides: readonly Guide[] = [
  { key: 'chat', icon: MessageSquareTextIcon, to: paths.dashboardChat },
  { key: 'models', icon: BrainCircuitIcon, to: paths.dashboardChat },
  { key: 'art', icon: PaletteIcon, to: paths.dashboardArt },
  { key: 'write', icon: PenLineIcon, to: paths.dashboardWrite },
  { key: 'translate', icon: LanguagesIcon, to: paths.dashboardTranslate },
  { key: 'read', icon: BookOpenTextIcon, to: paths.dashboardRead },
  { key: 'sharing', icon: Share2Icon, to: paths.dashboardChat },
  { key: 'extension', icon: PanelRightIcon, to: paths.apps },
]

/** The in-page anchor of a guide (`/learning#guide-chat`). */
export const guideAnchor = (key: GuideKey) => `guide-${key}`
