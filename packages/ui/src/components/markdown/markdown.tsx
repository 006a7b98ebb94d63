import { memo, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Block, Streamdown } from 'streamdown'
import type { BlockProps, StreamdownTranslations } from 'streamdown'
import { cn } from '../../lib/utils'
import { cachedBlocks, createIncrementalSplitter } from './incremental-blocks'
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

const components = { a: MarkdownLink }
const controls = {
  code: { copy: true, download: false },
  table: { copy: true, download: false, fullscreen: false },
  mermaid: { copy: true, download: false, fullscreen: false, panZoom: false },
  image: false,
} as const
const linkSafety = { enabled: false }

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

/**
 * Model output as markdown: GFM tables, highlighted code with a copy button, KaTeX, mermaid
 * diagrams, all sanitised (no script, no event handlers, no `javascript:` links). Made for
 * streamed text: while `streaming`, half-written syntax is completed for display (an open
 * `**` renders bold, not as stars), finished blocks are memoised and only the block being
 * written is split, completed and parsed again. A finished message's
 * blocks are cached by its text, for the list that mounts it again while scrolling; a streamed
 * one's blocks off screen are not drawn (markdown.css). Code is highlighted on a worker. The chat,
 * the share page and the tools render answers with it.
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
  const [incremental] = useState(() => createIncrementalSplitter())
  // A streamed answer keeps its splitter once finished: it already holds the final blocks,
  // where switching to the cache would split the whole answer again as the stream ends.
  const [streamed, setStreamed] = useState(streaming)
  if (streaming && !streamed) setStreamed(true)
  const split = streamed ? incremental : cachedBlocks
  const plugins = useSyncExternalStore(subscribePlugins, loadedPlugins)
  const translations = useStreamdownTranslations()
  const needed = pluginsNeeded(text).join()
  useEffect(() => {
    if (needed) requirePlugins(needed.split(',') as Parameters<typeof requirePlugins>[0])
  }, [needed])
  // An answer being written fetches highlighting and maths from its start: arriving in the
  // middle of a long answer, they would have every block so far drawn again in one long task.
  useEffect(() => {
    if (streaming) requirePlugins(['code', 'math'])
  }, [streaming])

  return (
    <Streamdown
      className={cn('amply-markdown', streamed && 'amply-markdown-streamed', className)}
      mode="streaming"
      isAnimating={streaming}
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
      shikiTheme={codeThemes}
    >
      {text}
    </Streamdown>
  )
})
