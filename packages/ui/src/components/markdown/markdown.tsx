import { memo, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Block, Streamdown } from 'streamdown'
import type { BlockProps, PluginConfig, StreamdownTranslations } from 'streamdown'
import { cn } from '../../lib/utils'
import { cachedBlocks, createIncrementalSplitter } from './incremental-blocks'
import type { Part } from './incremental-blocks'
import { MarkdownLink } from './markdown-link'
import {
  codeThemes,
  loadedPlugins,
  pluginsNeeded,
  requirePlugins,
  subscribePlugins,
} from './markdown-plugins'
import { textDirection } from './text-direction'
import './markdown.css'

/** For the code that loads this module apart: to fetch the plugins ahead of an answer. */
export { requirePlugins }

const components = { a: MarkdownLink }
const controls = {
  code: { copy: true, download: false },
  table: { copy: true, download: false, fullscreen: false },
  mermaid: { copy: true, download: false, fullscreen: false, panZoom: false },
  image: false,
} as const
const linkSafety = { enabled: false }
/**
 * Code and tables at their full height, as the rest of the answer: in a box of their own
 * height, the one being written was scrolled to its end on every streamed frame, laying the
 * page out once more each time.
 */
const fullHeight = 0

/**
 * A block in the direction of its own text (an Arabic paragraph right to left, the English one
 * after it left to right), decided when its text changes: while an answer streams, only for
 * the block being written.
 */
const DirectedBlock = memo(function DirectedBlock(props: BlockProps) {
  const dir = useMemo(() => textDirection(props.content), [props.content])
  return <Block {...props} dir={dir} />
})

function useStreamdownTranslations(): Partial<StreamdownTranslations> {
  const { t, i18n } = useTranslation('conversation')
  return useMemo(
    () => ({
      copyCode: t('copyCode'),
      copied: t('copied'),
      copyTable: t('copyTable'),
      copyTableAsMarkdown: t('copyTableAsMarkdown'),
      copyTableAsCsv: t('copyTableAsCsv'),
      copyTableAsTsv: t('copyTableAsTsv'),
      tableFormatMarkdown: t('tableFormatMarkdown'),
      tableFormatCsv: t('tableFormatCsv'),
      tableFormatTsv: t('tableFormatTsv'),
      copyLink: t('copyLink'),
      errorMermaid: t('errorMermaid'),
      mermaidAriaLabel: t('mermaidAriaLabel'),
      imageNotAvailable: t('imageNotAvailable'),
    }),
    // The language decides the texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  )
}

/** The renderer with the app's settings, for a whole message or one part of a streamed one. */
const Rendered = memo(function Rendered({
  text,
  split,
  animating,
  plugins,
  translations,
  className,
}: {
  text: string
  split: (markdown: string) => string[]
  animating: boolean
  plugins: PluginConfig
  translations: Partial<StreamdownTranslations>
  className?: string
}) {
  return (
    <Streamdown
      className={className}
      mode="streaming"
      isAnimating={animating}
      // Done per block instead: the renderer would complete the whole answer on every frame.
      parseIncompleteMarkdown={false}
      parseMarkdownIntoBlocksFn={split}
      BlockComponent={DirectedBlock}
      plugins={plugins}
      components={components}
      controls={controls}
      linkSafety={linkSafety}
      translations={translations}
      lineNumbers={false}
      codeBlockMaxHeight={fullHeight}
      tableMaxHeight={fullHeight}
      shikiTheme={codeThemes}
    >
      {text}
    </Streamdown>
  )
})

/** A part of a streamed answer: a finished one is the same part on every frame, and skipped. */
const StreamedPart = memo(function StreamedPart({
  part,
  ...props
}: { part: Part } & Omit<ComponentProps<typeof Rendered>, 'text' | 'split'>) {
  const split = useCallback(() => part.blocks, [part])
  return <Rendered text={part.text} split={split} {...props} />
})

/**
 * Model output as markdown: GFM tables, highlighted code with a copy button, KaTeX, mermaid
 * diagrams, all sanitised (no script, no event handlers, no `javascript:` links). Made for
 * streamed text: while `streaming`, half-written syntax is completed for display (an open
 * `**` renders bold, not as stars), and the answer is drawn in parts of finished blocks, each
 * drawn once: a frame splits, completes, parses and redraws only the part being written (an
 * answer of thousands of blocks would otherwise have all of them compared on every frame). A
 * finished message's blocks are cached by its text, for the list that mounts it again while
 * scrolling; a streamed one's blocks off screen are not drawn (markdown.css). Code is
 * highlighted on a worker. The chat, the share page and the tools render answers with it.
 */
export const Markdown = memo(function Markdown({
  text,
  streaming = false,
  className,
}: {
  text: string
  streaming?: boolean
  className?: string
}) {
  // A streamed answer keeps its parts once finished: they already hold the final blocks,
  // where switching to one whole message would split and draw the answer again as it ends.
  const [splitParts] = useState(() => createIncrementalSplitter())
  const [streamed, setStreamed] = useState(streaming)
  if (streaming && !streamed) setStreamed(true)
  const plugins = useSyncExternalStore(subscribePlugins, loadedPlugins)
  const translations = useStreamdownTranslations()
  const needed = pluginsNeeded(text).join()
  useEffect(() => {
    if (needed) requirePlugins(needed.split(',') as Parameters<typeof requirePlugins>[0])
  }, [needed])
  // An answer being written fetches highlighting and maths from its start (if the question
  // did not): arriving in the middle of a long answer, they would have every block so far
  // drawn again in one long task.
  useEffect(() => {
    if (streaming) requirePlugins(['code', 'math'])
  }, [streaming])

  if (!streamed) {
    return (
      <Rendered
        className={cn('amply-markdown', className)}
        text={text}
        split={cachedBlocks}
        animating={false}
        plugins={plugins}
        translations={translations}
      />
    )
  }
  const parts = splitParts(text)
  return (
    <div className={cn('amply-markdown amply-markdown-streamed space-y-4', className)}>
      {parts.map((part, index) => (
        <StreamedPart
          // Parts only ever grow in number, each in its place.
          key={index}
          part={part}
          animating={streaming && index === parts.length - 1}
          plugins={plugins}
          translations={translations}
        />
      ))}
    </div>
  )
})
