import { modelNamer } from '@amply/core/models/model-rules'
import { useMemo } from 'react'
import { useRouteQuery } from '../server-state/route-queries'

/**
 * Names a stored model as people read it, from the catalogue (`catalog/models`: public, so a
 * share's reader without an account is served too, and whatever the reader's plan). Null while
 * the catalogue loads; an id it does not list (a model no longer offered) reads as itself.
 */
export function useModelName(): ((modelId: string) => string) | null {
  const catalog = useRouteQuery('catalogModels')
  const { data, isError } = catalog
  return useMemo(() => (data ? modelNamer(data) : isError ? modelNamer([]) : null), [data, isError])
}
