import { createContext } from 'react'
import type { PageHead } from './page-head'

/** While prerendering, pages report their head here instead of touching a document. */
export const HeadCollectorContext = createContext<((head: PageHead) => void) | null>(null)
