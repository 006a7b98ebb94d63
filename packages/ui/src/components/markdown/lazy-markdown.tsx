import { createStore } from '@amply/core/lib/store'
import { createElement, useEffect, useSyncExternalStore } from 'react'
import type { ComponentProps, ComponentType } from 'react'
import { cn } from '../../lib/utils'
import { whenIdle } from '../../lib/when-idle'
import type * as MarkdownModule from './markdown'
import { textDirection } from './text-direction'

type Renderer = typeof MarkdownModule.Markdown

let renderer: Renderer | undefined
let loading: Promise<typeof MarkdownModule | undefined> | undefined
const waiting = new Set<() => void>()

function loadMarkdown() {
  loading ??= import('./markdown').then(
    (module) => {
      renderer = module.Markdown
      // Each message waiting for it draws in a task of its own: a conversation opened just
      // before it arrived would otherwise draw all its messages on screen in one long task.
      for (const draw of [...waiting]) {
        setTimeout(() => {
          if (waiting.has(draw)) draw()
        })
      }
      return module
    },
    // Offline: the text stays as it is until the next message asks again (it never rejects).
    () => {
      loading = undefined
      return undefined
    },
  )
  return loading
}

/**
 * Fetches the renderer and what answers are most often drawn with (highlighting and maths),
 * as a question is being typed: arriving in the middle of a long answer, they would have all
 * of it drawn again in one long task.
 */
export function prepareAnswerRendering() {
  void loadMarkdown().then((module) => {
    module?.requirePlugins(['code', 'math'])
  })
  warmUpLoading ??= import('./rendering-warm-up').then(
    (module) => {
      warmUp.set({ Component: module.RenderingWarmUp })
    },
    () => {
      warmUpLoading = undefined
    },
  )
}

// Held in an object: a store takes a function given to `set` for an updater.
const warmUp = createStore<{ Component: ComponentType<{ streaming: boolean }> } | null>(null)
let warmUpLoading: Promise<void> | undefined

/**
 * Where the renderer warms up, unseen, once a question is being typed (rendering-warm-up.tsx):
 * nothing until then, and nothing more once an answer is `streaming`.
 */
export function AnswerRenderingWarmUp({ streaming }: { streaming: boolean }) {
  const loaded = useSyncExternalStore(warmUp.subscribe, warmUp.getSnapshot)
  return loaded ? createElement(loaded.Component, { streaming }) : null
}

function waitForRenderer(draw: () => void) {
  waiting.add(draw)
  void loadMarkdown()
  return () => {
    waiting.delete(draw)
  }
}

/**
 * The markdown renderer, loaded apart: it is the largest piece of the conversation screens,
 * and a composer must take typing before it arrives. Until it has, the text shows as it is;
 * once it has, every message draws with it from the start.
 */
export function Markdown(props: ComponentProps<Renderer>) {
  const loaded = useSyncExternalStore(waitForRenderer, () => renderer)
  // The one renderer, the same component on every render once loaded.
  if (loaded) return createElement(loaded, props)
  return (
    <div
      dir={textDirection(props.text)}
      className={cn('amply-markdown whitespace-pre-wrap', props.className)}
    >
      {props.text}
    </div>
  )
}

/** Fetches the renderer once the screen is idle, so that the first answer finds it there. */
export function usePreloadMarkdown() {
  useEffect(
    () =>
      whenIdle(() => {
        void loadMarkdown()
      }, 2000),
    [],
  )
}
