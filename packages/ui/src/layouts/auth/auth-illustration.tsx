import { useId } from 'react'
import { cn } from '../../lib/utils'

/**
 * Amply at work, drawn with the theme's colours (so it follows light, dark, contrast and the
 * colour presets): a chat answering with text and generated images, a written document behind
 * it, and a translation card in front. Decorative: hidden from assistive technology.
 */
export function AuthIllustration({ className }: { className?: string }) {
  // Ids of their own: useId's colons are not valid in url(#…).
  const id = useId().replace(/:/g, '')
  const brand = `auth-brand-${id}`
  const art = `auth-art-${id}`
  const tile = `auth-tile-${id}`
  const card = { fill: 'var(--card)', stroke: 'var(--border)', strokeWidth: 1.5 }
  const line = { fill: 'var(--muted-foreground)', opacity: 0.22 }
  return (
    <svg
      viewBox="0 0 480 370"
      // A picture, not text: it reads the same way in Arabic.
      direction="ltr"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
    >
      <defs>
        <linearGradient id={brand} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="var(--brand-gradient-from)" />
          <stop offset="1" stopColor="var(--brand-gradient-to)" />
        </linearGradient>
        <clipPath id={`${tile}-1`}>
          <rect x="96" y="236" width="84" height="58" rx="10" />
        </clipPath>
        <clipPath id={`${tile}-2`}>
          <rect x="188" y="236" width="84" height="58" rx="10" />
        </clipPath>
        <linearGradient id={art} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--brand-gradient-to)" />
          <stop offset="1" stopColor="var(--brand-gradient-from)" />
        </linearGradient>
      </defs>

      {/* The document the writing companion wrote. */}
      <g transform="rotate(6 375 90)">
        <rect x="300" y="30" width="150" height="120" rx="14" {...card} />
        <rect x="316" y="46" width="54" height="12" rx="6" fill="var(--accent)" />
        <rect x="316" y="70" width="112" height="7" rx="3.5" {...line} />
        <rect x="316" y="84" width="96" height="7" rx="3.5" {...line} />
        <rect x="316" y="98" width="106" height="7" rx="3.5" {...line} />
        <rect x="316" y="112" width="70" height="7" rx="3.5" {...line} />
      </g>

      {/* The chat window. */}
      <rect x="40" y="66" width="340" height="274" rx="18" {...card} />
      <circle cx="64" cy="88" r="5" fill="var(--border)" />
      <circle cx="80" cy="88" r="5" fill="var(--border)" />
      <circle cx="96" cy="88" r="5" fill="var(--border)" />
      <rect x="40" y="108" width="340" height="1.5" fill="var(--border)" />

      {/* The question. */}
      <rect x="196" y="126" width="164" height="42" rx="14" fill="var(--primary)" />
      <rect
        x="212"
        y="138"
        width="116"
        height="6"
        rx="3"
        fill="var(--primary-foreground)"
        opacity="0.85"
      />
      <rect
        x="212"
        y="151"
        width="74"
        height="6"
        rx="3"
        fill="var(--primary-foreground)"
        opacity="0.85"
      />

      {/* The answer: words, then two generated images. */}
      <circle cx="72" cy="196" r="14" fill={`url(#${brand})`} />
      <path
        d="M72 188c.8 4.6 2.4 6.2 7 7-4.6.8-6.2 2.4-7 7-.8-4.6-2.4-6.2-7-7 4.6-.8 6.2-2.4 7-7Z"
        fill="#fff"
      />
      <rect x="96" y="184" width="252" height="8" rx="4" {...line} />
      <rect x="96" y="200" width="212" height="8" rx="4" {...line} />
      <rect x="96" y="216" width="232" height="8" rx="4" {...line} />
      <g clipPath={`url(#${tile}-1)`}>
        <rect x="96" y="236" width="84" height="58" fill={`url(#${brand})`} />
        <circle cx="160" cy="252" r="7" fill="#fff" opacity="0.75" />
        <path d="M96 282l22-22 16 16 10-9 36 30v7H96Z" fill="#fff" opacity="0.45" />
      </g>
      <g clipPath={`url(#${tile}-2)`}>
        <rect x="188" y="236" width="84" height="58" fill={`url(#${art})`} />
        <circle cx="208" cy="254" r="9" fill="#fff" opacity="0.6" />
        <path d="M188 286l28-18 20 12 36-24v38h-84Z" fill="#fff" opacity="0.4" />
      </g>

      {/* The composer. */}
      <rect
        x="60"
        y="306"
        width="300"
        height="22"
        rx="11"
        fill="var(--background)"
        stroke="var(--border)"
        strokeWidth="1.5"
      />
      <rect x="76" y="314" width="120" height="6" rx="3" {...line} />
      <circle cx="346" cy="317" r="8" fill="var(--primary)" />
      <path
        d="M346 313v8M342.5 316.5 346 313l3.5 3.5"
        stroke="var(--primary-foreground)"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* The translation card. */}
      <rect
        x="322"
        y="226"
        width="138"
        height="70"
        rx="16"
        fill="var(--foreground)"
        opacity="0.06"
        transform="translate(3 5)"
      />
      <rect x="322" y="226" width="138" height="70" rx="16" {...card} />
      <text x="338" y="254" fontSize="15" fontWeight="600" fill="var(--foreground)">
        Hello
      </text>
      <path
        d="M390 249h22m-5-5 5 5-5 5"
        stroke="var(--primary)"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="338" y="282" fontSize="13" fill="var(--muted-foreground)">
        Bonjour · مرحبا
      </text>

      {/* Sparkles. */}
      <path
        d="M36 18c1.9 11 5.4 14.5 16.4 16.4C41.4 36.3 37.9 39.8 36 50.8 34.1 39.8 30.6 36.3 19.6 34.4 30.6 32.5 34.1 29 36 18Z"
        fill={`url(#${brand})`}
      />
      <path
        d="M452 318c1.1 6.3 3.1 8.3 9.4 9.4-6.3 1.1-8.3 3.1-9.4 9.4-1.1-6.3-3.1-8.3-9.4-9.4 6.3-1.1 8.3-3.1 9.4-9.4Z"
        fill={`url(#${brand})`}
        opacity="0.8"
      />
    </svg>
  )
}
