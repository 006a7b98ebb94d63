import type { TFunction } from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** The namespaces that hold, by id, texts the server writes in English. */
export type ServerTextNamespace = 'art' | 'chat' | 'tools'

/**
 * A text the server writes in English (a preset, an image style's name) in the interface's
 * language, looked up by `key`; a text the interface does not know yet keeps the server's words.
 */
export function serverText(
  t: TFunction<ServerTextNamespace>,
  key: string,
  serverWords: string,
): string {
  // Keys made from server ids: i18next's typed keys cannot name them.
  return t(key as never, { defaultValue: serverWords })
}

/** `serverText` in one namespace, bound to the current language (re-made when it changes). */
export function useServerText(namespace: ServerTextNamespace) {
  const { t } = useTranslation(namespace)
  return useCallback((key: string, serverWords: string) => serverText(t, key, serverWords), [t])
}
