/** A conversation title's longest length (the rename call's limit). */
const TITLE_MAX = 200

type Mark = (title: string) => string

const english: Mark = (title) => `${title} (copy)`

/**
 * How a continued share's title says it is a copy, in each interface language. The server
 * names the copy (the history shows that name on every device), so these few words live here
 * rather than in the website's language files; English stands for any other code.
 */
const copyMarks: Record<string, Mark> = {
  en: english,
  fr: (title) => `${title} (copie)`,
  ar: (title) => `${title} (نسخة)`,
}

/** "Title (copy)" in the reader's language, the title shortened so the whole fits. */
export function copyTitle(title: string, language: string | undefined): string {
  const mark = copyMarks[language ?? 'en'] ?? english
  const room = TITLE_MAX - mark('').length
  return mark(title.length > room ? `${title.slice(0, room - 1).trimEnd()}…` : title)
}
