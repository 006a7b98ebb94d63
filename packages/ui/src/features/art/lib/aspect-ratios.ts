import type { AspectRatio } from '@amply/api/entities/art'
import { defaultArtState, offeredAspectRatios } from '@amply/api/entities/art'
import type { AiModel } from '@amply/api/entities/model'

/** The aspect ratios the art page offers for a model (none chosen yet: 1:1). */
export function aspectRatiosFor(model: Pick<AiModel, 'ui_config'> | null): AspectRatio[] {
  return offeredAspectRatios(model?.ui_config.aspect_ratio ?? [])
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
