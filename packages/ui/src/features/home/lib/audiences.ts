import {
  BookOpenIcon,
  BrainIcon,
  BriefcaseIcon,
  BugIcon,
  CalendarCheckIcon,
  ChartColumnIcon,
  CodeIcon,
  FileCodeIcon,
  FileTextIcon,
  GlobeIcon,
  GraduationCapIcon,
  HeartIcon,
  ImageIcon,
  LanguagesIcon,
  LightbulbIcon,
  ListChecksIcon,
  MailIcon,
  MegaphoneIcon,
  MessageCircleIcon,
  MessageSquareTextIcon,
  NewspaperIcon,
  NotebookPenIcon,
  PaletteIcon,
  PenLineIcon,
  ScaleIcon,
  Share2Icon,
  SparklesIcon,
  UsersIcon,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type home from '../../../i18n/locales/en/home.json'

type Audiences = Omit<typeof home.audiences, 'heading' | 'subtitle' | 'tabsLabel'>
export type AudienceKey = keyof Audiences

interface Audience<K extends AudienceKey> {
  key: K
  icon: LucideIcon
  /** At most four use cases (spec section 9), in the order shown. */
  cards: readonly { key: keyof Audiences[K]['cards']; icon: LucideIcon }[]
}

/** The home page's six audience tabs (spec section 1), each with its four use cases. */
export const audiences = [
  {
    key: 'life',
    icon: HeartIcon,
    cards: [
      { key: 'plan', icon: CalendarCheckIcon },
      { key: 'messages', icon: MessageSquareTextIcon },
      { key: 'travel', icon: LanguagesIcon },
      { key: 'decide', icon: ScaleIcon },
    ],
  } satisfies Audience<'life'>,
  {
    key: 'education',
    icon: GraduationCapIcon,
    cards: [
      { key: 'explain', icon: LightbulbIcon },
      { key: 'summaries', icon: FileTextIcon },
      { key: 'practice', icon: ListChecksIcon },
      { key: 'languages', icon: BookOpenIcon },
    ],
  } satisfies Audience<'education'>,
  {
    key: 'creative',
    icon: PaletteIcon,
    cards: [
      { key: 'images', icon: ImageIcon },
      { key: 'stories', icon: PenLineIcon },
      { key: 'social', icon: MegaphoneIcon },
      { key: 'blocks', icon: SparklesIcon },
    ],
  } satisfies Audience<'creative'>,
  {
    key: 'code',
    icon: CodeIcon,
    cards: [
      { key: 'explain', icon: FileCodeIcon },
      { key: 'debug', icon: BugIcon },
      { key: 'docs', icon: NotebookPenIcon },
      { key: 'design', icon: BrainIcon },
    ],
  } satisfies Audience<'code'>,
  {
    key: 'business',
    icon: BriefcaseIcon,
    cards: [
      { key: 'email', icon: MailIcon },
      { key: 'reports', icon: ChartColumnIcon },
      { key: 'markets', icon: GlobeIcon },
      { key: 'content', icon: NewspaperIcon },
    ],
  } satisfies Audience<'business'>,
  {
    key: 'teams',
    icon: UsersIcon,
    cards: [
      { key: 'share', icon: Share2Icon },
      { key: 'meetings', icon: ListChecksIcon },
      { key: 'comments', icon: MessageCircleIcon },
      { key: 'onboarding', icon: BookOpenIcon },
    ],
  } satisfies Audience<'teams'>,
] as const
