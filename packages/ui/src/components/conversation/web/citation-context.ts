import type { WebSource } from '@amply/api/entities/web-search'
import { createContext, useContext } from 'react'

const CitationSources = createContext<readonly WebSource[]>([])

/** The sources an answer's `[n]` citations name, for the links drawn inside it. */
export const CitationSourcesProvider = CitationSources.Provider

export const useCitationSources = () => useContext(CitationSources)
