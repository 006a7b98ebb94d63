import { execFileSync, spawnSync } from 'node:child_process'

export interface Commit {
  hash: string
  /** Its date, ISO 8601. */
  date: string
  subject: string
  /** The files it changed (of those asked about, for `lastChange`). */
  files: string[]
}

/**
 * Files under a measured folder that no benchmark runs: unit tests, end-to-end specs and their
 * support folders. A commit that changes only these leaves the figures standing.
 */
export const NOT_MEASURED = [
  ':(exclude,glob)**/*.test.*',
  ':(exclude,glob)**/*.spec.*',
  ':(exclude,glob)**/src/test/**',
]

/** What the bench's record and check ask of the repository's history. */
export interface Git {
  /** The commit checked out. */
  head(): string
  /** The last commit that changed any of `paths`; undefined when none did. */
  lastChange(paths: readonly string[]): Commit | undefined
  /** Whether `ancestor` is `commit` or in its history; false when either is unknown here. */
  contains(commit: string, ancestor: string): boolean
  /** Files under `paths` that differ from the commit checked out (changed, staged or new). */
  uncommitted(paths: readonly string[]): string[]
}

/** The git repository at `root`. */
export function gitAt(root: string): Git {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  return {
    head: () => git('rev-parse', 'HEAD').trim(),
    lastChange(paths) {
      const [line, ...files] = git(
        'log',
        '-1',
        '--name-only',
        '--format=%H%x00%cI%x00%s',
        '--',
        ...paths,
        ...NOT_MEASURED,
      )
        .split('\n')
        .filter(Boolean)
      if (!line) return undefined
      const [hash = '', date = '', subject = ''] = line.split('\0')
      return { hash, date, subject, files }
    },
    contains(commit, ancestor) {
      const run = spawnSync('git', ['merge-base', '--is-ancestor', ancestor, commit], { cwd: root })
      return run.status === 0
    },
    uncommitted(paths) {
      return git('status', '--porcelain', '--untracked-files=all', '--', ...paths, ...NOT_MEASURED)
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3))
    },
  }
}
