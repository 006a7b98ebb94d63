import type { ComponentProps } from 'react'
import { textLinkVariants } from '../ui/text-link'

/**
 * A link in model output. The sanitiser has already dropped unsafe addresses (`javascript:`
 * and the like render as text); what is left opens in a new tab that cannot reach this page.
 */
export function MarkdownLink({ href, title, children }: ComponentProps<'a'>) {
  return (
    <a
      href={href}
      title={title}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={textLinkVariants({ underline: 'always' })}
    >
      {children}
    </a>
  )
}
