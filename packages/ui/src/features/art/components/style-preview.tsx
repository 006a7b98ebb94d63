import type { ReactNode } from 'react'

/**
 * A small picture of what a style does, the same scene (sun, hills, sky) drawn in each style,
 * so the tiles compare at a glance. Drawn here rather than downloaded: no request per tile.
 */
const scenes: Record<number, ReactNode> = {
  // Auto: the scene plainly, with a spark for "let the model choose".
  10: (
    <>
      <rect width="64" height="48" fill="#c7d2fe" />
      <circle cx="44" cy="16" r="7" fill="#fbbf24" />
      <path d="M0 40 L18 24 L32 36 L46 22 L64 38 V48 H0Z" fill="#6366f1" />
      <path d="M12 8 l2 4 4 2 -4 2 -2 4 -2 -4 -4 -2 4 -2z" fill="#fff" />
    </>
  ),
  // Photographic: a soft sky gradient and layered hills.
  11: (
    <>
      <defs>
        <linearGradient id="sky11" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f97316" />
          <stop offset="1" stopColor="#fde68a" />
        </linearGradient>
      </defs>
      <rect width="64" height="48" fill="url(#sky11)" />
      <circle cx="40" cy="26" r="8" fill="#fff7ed" />
      <path d="M0 34 Q16 24 32 32 T64 30 V48 H0Z" fill="#78350f" />
      <path d="M0 40 Q20 34 40 40 T64 38 V48 H0Z" fill="#451a03" />
    </>
  ),
  // Digital art: vivid neon colours.
  12: (
    <>
      <rect width="64" height="48" fill="#1e1b4b" />
      <circle cx="32" cy="20" r="11" fill="#ec4899" />
      <path d="M0 36 L16 26 L28 34 L44 22 L64 34 V48 H0Z" fill="#06b6d4" />
      <path d="M0 42 H64" stroke="#a855f7" strokeWidth="2" />
    </>
  ),
  // Watercolour: soft, overlapping washes.
  13: (
    <>
      <rect width="64" height="48" fill="#f8fafc" />
      <circle cx="42" cy="16" r="9" fill="#fca5a5" opacity="0.7" />
      <ellipse cx="20" cy="36" rx="24" ry="10" fill="#93c5fd" opacity="0.6" />
      <ellipse cx="44" cy="38" rx="24" ry="9" fill="#86efac" opacity="0.6" />
    </>
  ),
  // Line drawing: black ink on white.
  14: (
    <>
      <rect width="64" height="48" fill="#fff" />
      <circle cx="44" cy="16" r="7" fill="none" stroke="#111" strokeWidth="1.5" />
      <path d="M0 40 L18 24 L32 36 L46 22 L64 38" fill="none" stroke="#111" strokeWidth="1.5" />
    </>
  ),
  // Anime: flat cel colours with clean outlines.
  15: (
    <>
      <rect width="64" height="48" fill="#7dd3fc" />
      <path d="M6 12 h14 a4 4 0 0 1 0 8 h-14 a4 4 0 0 1 0 -8z" fill="#fff" />
      <circle cx="46" cy="14" r="6" fill="#fef08a" stroke="#1f2937" strokeWidth="1" />
      <path
        d="M0 38 L20 26 L36 36 L50 28 L64 36 V48 H0Z"
        fill="#4ade80"
        stroke="#1f2937"
        strokeWidth="1"
      />
    </>
  ),
  // 3D render: a shaded sphere on a floor.
  16: (
    <>
      <defs>
        <radialGradient id="ball16" cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#e0e7ff" />
          <stop offset="1" stopColor="#4338ca" />
        </radialGradient>
      </defs>
      <rect width="64" height="48" fill="#e5e7eb" />
      <rect y="34" width="64" height="14" fill="#d1d5db" />
      <ellipse cx="32" cy="38" rx="13" ry="3" fill="#9ca3af" />
      <circle cx="32" cy="24" r="12" fill="url(#ball16)" />
    </>
  ),
  // Pixel art: a few blocks of a limited palette.
  17: (
    <>
      <rect width="64" height="48" fill="#60a5fa" />
      <rect x="40" y="8" width="8" height="8" fill="#facc15" />
      <path d="M0 32 h8 v-8 h8 v8 h8 v-16 h8 v8 h8 v-8 h8 v16 h8 v-8 h8 V48 H0Z" fill="#16a34a" />
      <rect y="40" width="64" height="8" fill="#92400e" />
    </>
  ),
}

export function StylePreview({ styleId, className }: { styleId: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 48"
      aria-hidden="true"
      className={className}
      preserveAspectRatio="xMidYMid slice"
    >
      {scenes[styleId] ?? scenes[10]}
    </svg>
  )
}
