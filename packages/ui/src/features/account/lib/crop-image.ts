/** The part of the picture kept, in the picture's own pixels (react-easy-crop's `Area`). */
export interface CropArea {
  x: number
  y: number
  width: number
  height: number
}

/** The side of a stored profile picture: sharp on a 3× screen at the largest size shown. */
export const AVATAR_SIZE = 512

/**
 * Draws the chosen square of the picture at `AVATAR_SIZE` and encodes it as WebP (PNG where a
 * browser cannot), so a photo of several megabytes uploads as a few dozen kilobytes.
 */
export async function cropImage(source: string, area: CropArea): Promise<Blob> {
  const image = new Image()
  image.src = source
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = AVATAR_SIZE
  canvas.height = AVATAR_SIZE
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw on a canvas')
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIZE, AVATAR_SIZE)
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob)
        else reject(new Error('The picture could not be encoded'))
      },
      'image/webp',
      0.9,
    )
  })
}
