/** A frame of an aspect ratio's shape, fitted in a 20 px square. */
export function RatioIcon({ size }: { size: string }) {
  const [width = 1, height = 1] = size.split('X').map(Number)
  const scale = 20 / Math.max(width, height)
  return (
    <span aria-hidden="true" className="flex size-5 items-center justify-center">
      <span
        className="block rounded-[3px] border-2 border-current"
        style={{
          width: `${String(Math.round(width * scale))}px`,
          height: `${String(Math.round(height * scale))}px`,
        }}
      />
    </span>
  )
}
