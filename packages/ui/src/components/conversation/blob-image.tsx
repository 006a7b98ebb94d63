import { useCallback } from 'react'
import type { ComponentProps } from 'react'

/** An `<img>` of bytes held in memory: its object URL lives as long as the element shows it. */
export function BlobImage({ blob, ...props }: { blob: Blob } & Omit<ComponentProps<'img'>, 'src'>) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return
      const url = URL.createObjectURL(blob)
      img.src = url
      return () => {
        URL.revokeObjectURL(url)
      }
    },
    [blob],
  )
  return <img ref={show} {...props} />
}
