import { lazy } from 'react'
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

/**
 * A part of a page (a tab's panel) whose code and texts download when it first renders,
 * together, as `lazyRoute` does for a page. Render it inside a Suspense boundary.
 */
export function lazyPart<Module>(
  i18n: I18n,
  namespaces: readonly Namespace[],
  load: () => Promise<Module>,
  component: (module: Module) => ComponentType,
): ComponentType {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadNamespaces(i18n, namespaces)])
    return { default: component(module) }
  })
}
