/**
 * Runs `callback` once the browser is idle (after `timeoutMs` at the latest), or after a short
 * delay where it cannot tell; answers a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(callback, { timeout: timeoutMs })
    return () => {
      cancelIdleCallback(id)
    }
  }
  const timer = setTimeout(callback, 200)
  return () => {
    clearTimeout(timer)
  }
}
