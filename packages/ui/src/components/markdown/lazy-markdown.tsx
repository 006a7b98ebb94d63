import { lazy, Suspense, useEffect } from 'react'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils'
import { textDirection } from './text-direction'

const loadMarkdown = () => import('./markdown')
const LoadedMarkdown = lazy(async () => ({ default: (await loadMarkdown()).Markdown }))

/**
 * The markdown renderer, loaded apart: it is the largest piece of the conversation screens,
 * and a composer must take typing before it arrives. Until it has, the text shows as it is.
 */
export function Markdown(props: ComponentProps<typeof LoadedMarkdown>) {
  return (
    <Suspense
      fallback={
        <div
          dir={textDirection(props.text)}
          className={cn('amply-markdown whitespace-pre-wrap', props.className)}
        >
          {props.text}
        </div>
      }
    >
      <LoadedMarkdown {...props} />
    </Suspense>
  )
}

/** Fetches the renderer once the screen is idle, so that the first answer finds it there. */
export function usePreloadMarkdown() {
  useEffect(() => {
    const preload = () => void loadMarkdown()
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(preload, { timeout: 2000 })
      return () => {
        cancelIdleCallback(id)
      }
    }
    const timer = setTimeout(preload, 200)
    return () => {
      clearTimeout(timer)
    }
  }, [])
}
