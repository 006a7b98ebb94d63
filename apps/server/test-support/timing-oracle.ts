/** One timed answer, for an address that has an account (`known`) or not. */
export interface Timing {
  known: boolean
  ms: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * How well the time tells known from unknown addresses: the guess an attacker would make,
 * "known" on the known side of the midpoint between the two medians, scored over every sample.
 * `bound` is what a coin reaches by chance: half right, plus three standard deviations of its
 * score over as many samples. Paths of the same work stay under it; a path that does more work
 * for one kind of address scores near 1.
 */
export function midpointGuess(timings: Timing[]) {
  const known = median(timings.filter((t) => t.known).map((t) => t.ms))
  const unknown = median(timings.filter((t) => !t.known).map((t) => t.ms))
  const threshold = (known + unknown) / 2
  const right = timings.filter((t) => (t.ms > threshold === known > unknown) === t.known).length
  return {
    accuracy: right / timings.length,
    bound: 0.5 + 3 * (0.5 / Math.sqrt(timings.length)),
    medians: { known, unknown },
  }
}
