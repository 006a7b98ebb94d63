import { describe, expect, it } from 'vitest'

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** Every key path of a texts file (arrays count by their length, so a missing item shows). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => keyPaths(item, `${prefix}${String(index)}.`))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => keyPaths(child, `${prefix}${key}.`))
  return [prefix.slice(0, -1)]
}

// The public site's namespaces ship complete in every language (issue 10).
const complete = ['common', 'home', 'faq', 'legal', 'pages', 'learning']

describe.each(['ar', 'fr'])('%s texts', (language) => {
  it.each(complete)('%s has every English key', (namespace) => {
    const english = keyPaths(files[`./locales/en/${namespace}.json`]).sort()
    const translated = keyPaths(files[`./locales/${language}/${namespace}.json`]).sort()
    expect(translated).toEqual(english)
  })
})
