import { describe, expect, it } from 'vitest'
import { defaultLanguage, languages } from './languages'

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** Every text of a texts file by its key path (arrays by index, so a missing item shows). */
function entries(value: unknown, prefix = ''): [key: string, text: unknown][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => entries(item, `${prefix}${String(index)}.`))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => entries(child, `${prefix}${key}.`))
  return [[prefix.slice(0, -1), value]]
}

const keyPaths = (value: unknown) => entries(value).map(([key]) => key)

const PLURAL = /_(zero|one|two|few|many|other)$/

/**
 * A file's keys with each plural key named once (`x_#`): a language has the plural forms of its
 * own rules (Arabic six, French three), not English's two.
 */
const keysOf = (language: string, namespace: string) => {
  const file = files[`./locales/${language}/${namespace}.json`]
  return file && [...new Set(keyPaths(file).map((key) => key.replace(PLURAL, '_#')))].sort()
}

/** The plural forms a key of `language` is missing. */
function missingPlurals(language: string, namespace: string): string[] {
  const keys = new Set(keyPaths(files[`./locales/${language}/${namespace}.json`]))
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  return [...keys]
    .filter((key) => key.endsWith('_other'))
    .flatMap((key) => forms.map((form) => key.replace(/_other$/, `_${form}`)))
    .filter((key) => !keys.has(key))
}

const namespacesOf = (language: string) =>
  Object.keys(files)
    .filter((file) => file.startsWith(`./locales/${language}/`))
    .map((file) => file.slice(`./locales/${language}/`.length, -'.json'.length))
    .sort()

// Every namespace ships complete in every language: the English files are the source.
const namespaces = namespacesOf(defaultLanguage)
const translations = languages.map((language) => language.code).filter((c) => c !== 'en')

it('finds the texts: every namespace of every language', () => {
  expect(namespaces.length).toBeGreaterThan(0)
  expect(translations.length).toBeGreaterThan(0)
  for (const language of translations) expect(namespacesOf(language), language).toEqual(namespaces)
})

describe.each(translations)('%s texts', (language) => {
  it.each(namespaces)('%s has every English key, in every plural form', (namespace) => {
    expect(keysOf(language, namespace)).toEqual(keysOf(defaultLanguage, namespace))
    expect(missingPlurals(language, namespace)).toEqual([])
  })
})

/**
 * A credit group's name is an English adjective ("Advanced") that French and Arabic translate
 * with one gender and number ("Avancé", "متقدّم"); put after a noun of another ("requêtes",
 * "نماذج") it would not agree. Their sentences name the group as a name, in quotes, after a
 * word for it ("de la catégorie « Avancé »", "فئة «متقدّم»"), where no agreement is due.
 */
describe.each(['fr', 'ar'])('%s credit groups', (language) => {
  it('are named in quotes in every sentence, never as an adjective', () => {
    const sentences = Object.entries(files)
      .filter(([file]) => file.startsWith(`./locales/${language}/`))
      .flatMap(([, texts]) => entries(texts))
      .flatMap(([key, text]) => (typeof text === 'string' ? [{ key, text }] : []))
      .filter(({ text }) => text.includes('{{group}}') && !/^\{\{group\}\}\s?:/.test(text))
    expect(sentences.length).toBeGreaterThan(0)
    for (const { key, text } of sentences) expect(text, key).toMatch(/«\s?\{\{group\}\}\s?»/)
  })
})
