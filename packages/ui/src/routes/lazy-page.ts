import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { loadNamespaces } from '../i18n/i18n'
import type { I18n } from '../i18n/i18n'
import type { Namespace } from '../i18n/namespaces'

/**
 * A route whose screen and texts download when it is first visited: the module and the
 * namespaces it reads load together, so the page never renders with missing texts.
 */
export function lazyRoute<Module>(
  i18n: I18n,
  namespaces: readonly Namespace[],
  load: () => Promise<Module>,
  component: (module: Module) => ComponentType,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(i18n, namespaces)])
      return { Component: component(module) }
    },
  }
}
