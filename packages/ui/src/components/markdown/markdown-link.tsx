import type { ComponentProps } from 'react'

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
      className="font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      {children}
    </a>
  )
}
