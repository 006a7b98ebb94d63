import { useCallback, useState } from 'react'

/**
 * A module downloaded on demand (a drawer's content, say): `load` starts or joins the download
 * (call it on hover or focus to prefetch, on click to open); `module` is null until it is here.
 * `load` must be a stable function (declared at module level).
 */
export function useDeferredModule<Module>(importModule: () => Promise<Module>) {
  const [module, setModule] = useState<Module | null>(null)
  const load = useCallback(
    () =>
      importModule().then((loaded) => {
        setModule(() => loaded)
        return loaded
      }),
    [importModule],
  )
  return { module, load }
}
