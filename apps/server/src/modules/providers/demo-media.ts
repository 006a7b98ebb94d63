// What the offline demo gives for the media calls when no provider is configured.

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The demo's generated image: an SVG of the asked size that says it is a placeholder, shows
 * the prompt, and varies its colours with the prompt and index so several images differ.
 */
export function placeholderImage(prompt: string, size: string, index: number): string {
  const [width = 1024, height = 1024] = size.split('X').map(Number)
  let hash = index * 97
  for (const char of prompt) hash = (hash * 31 + char.charCodeAt(0)) % 360
  const shown = prompt.length > 60 ? `${prompt.slice(0, 57)}…` : prompt
  // Small enough for the longer line (about 60 characters) to fit the width.
  const font = Math.max(12, Math.round(Math.min(height / 28, width / 36)))
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hash},70%,60%)"/><stop offset="1" stop-color="hsl(${(hash + 120) % 360},70%,40%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="45%" text-anchor="middle" font-family="sans-serif" font-size="${font}" fill="#fff">Amply offline demo: a placeholder, not a generated image</text>` +
    `<text x="50%" y="55%" text-anchor="middle" font-family="sans-serif" font-size="${font}" fill="#fff">${escapeXml(shown)}</text>` +
    `</svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** The demo's transcription: fixed, and honest about it. */
export const demoTranscription =
  "This is Amply's offline demo: no speech-to-text provider is configured on this server, so " +
  'your recording was not transcribed. Set OPENAI_API_KEY to transcribe with OpenAI.'
