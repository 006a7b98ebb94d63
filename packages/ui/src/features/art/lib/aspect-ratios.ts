import type { AspectRatio } from '@amply/api/entities/art'
import { aspectRatioSizes, defaultArtState } from '@amply/api/entities/art'
import type { AiModel } from '@amply/api/entities/model'

/**
 * The aspect ratios the art page offers for a model: those its `ui_config.aspect_ratio` lists
 * that have a known size, in its order; 1:1 at 1024X1024 when it lists none (docs/product.md#art).
 */
export function aspectRatiosFor(model: Pick<AiModel, 'ui_config'> | null): AspectRatio[] {
  const listed = (model?.ui_config.aspect_ratio ?? [])
    .map((ratio) => aspectRatioSizes[ratio])
    .filter((ratio) => ratio !== undefined)
  return listed.length > 0 ? listed : [defaultArtState.aspect_ratio]
}

/** The ratio to keep when the list changes: the same one if offered, else 1:1, else the first. */
export function keptRatio(current: AspectRatio, offered: readonly AspectRatio[]): AspectRatio {
  return (
    offered.find((ratio) => ratio.ratio === current.ratio) ??
    offered.find((ratio) => ratio.ratio === defaultArtState.aspect_ratio.ratio) ??
    offered[0] ??
    defaultArtState.aspect_ratio
  )
}

/** "1792X1024" → CSS aspect-ratio "1792 / 1024", so placeholders have the image's shape. */
export function cssAspect(size: string): string {
  const [width = '1', height = '1'] = size.split('X')
  return `${width} / ${height}`
}
