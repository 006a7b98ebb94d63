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

/**
 * One audience tab: its icon and its use cases (at most four, docs/product.md#home), each card's
 * text key with its icon, in the order shown. Typed by the texts: every use case written in
 * home.json has an icon, and no icon stands without its text.
 */
const audience = <K extends AudienceKey>(
  key: K,
  icon: LucideIcon,
  cards: Record<keyof Audiences[K]['cards'], LucideIcon>,
) => ({
  key,
  icon,
  cards: Object.entries<LucideIcon>(cards).map(([cardKey, cardIcon]) => ({
    key: cardKey,
    icon: cardIcon,
  })),
})

/** The home page's six audience tabs (docs/product.md#home), each with its four use cases. */
export const audiences = [
  audience('life', HeartIcon, {
    plan: CalendarCheckIcon,
    messages: MessageSquareTextIcon,
    travel: LanguagesIcon,
    decide: ScaleIcon,
  }),
  audience('education', GraduationCapIcon, {
    explain: LightbulbIcon,
    summaries: FileTextIcon,
    practice: ListChecksIcon,
    languages: BookOpenIcon,
  }),
  audience('creative', PaletteIcon, {
    images: ImageIcon,
    stories: PenLineIcon,
    social: MegaphoneIcon,
    blocks: SparklesIcon,
  }),
  audience('code', CodeIcon, {
    explain: FileCodeIcon,
    debug: BugIcon,
    docs: NotebookPenIcon,
    design: BrainIcon,
  }),
  audience('business', BriefcaseIcon, {
    email: MailIcon,
    reports: ChartColumnIcon,
    markets: GlobeIcon,
    content: NewspaperIcon,
  }),
  audience('teams', UsersIcon, {
    share: Share2Icon,
    meetings: ListChecksIcon,
    comments: MessageCircleIcon,
    onboarding: BookOpenIcon,
  }),
] as const
