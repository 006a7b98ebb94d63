import { cva } from 'class-variance-authority'

/**
 * The classes of a text link inside a sentence or under a form (shadcn style, as
 * `buttonVariants`): underlined on hover, the focus ring of the other controls. Put them on a
 * router `Link`, an `<a>` or a button that reads as a link: `className={textLinkVariants()}`.
 */
export const textLinkVariants = cva(
  'rounded-sm underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
  {
    variants: {
      tone: {
        primary: 'font-medium text-primary',
        muted: 'text-muted-foreground hover:text-foreground',
        /** The colour of the text around it (a footer line). */
        inherit: '',
      },
      underline: {
        hover: 'hover:underline',
        /** Prose (a model's answer): told apart from the text without relying on colour. */
        always: 'underline hover:no-underline',
      },
    },
    defaultVariants: { tone: 'primary', underline: 'hover' },
  },
)
