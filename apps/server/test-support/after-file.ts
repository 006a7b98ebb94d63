const cleanups: (() => unknown)[] = []

/**
 * Runs `cleanup` after the test file's last test, last registered first. Unlike vitest's
 * afterAll, it also runs when registered inside a test (./setup.ts runs them all).
 */
export function afterFile(cleanup: () => unknown) {
  cleanups.push(cleanup)
}

export async function runFileCleanups() {
  const failures: unknown[] = []
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup()
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'a cleanup after the file failed')
}
