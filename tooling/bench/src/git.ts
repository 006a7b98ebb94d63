import { execFileSync, spawnSync } from 'node:child_process'

export interface Commit {
  hash: string
  /** Its date, ISO 8601. */
  date: string
  subject: string
  /** The files it changed (of those asked about). */
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
  /**
   * Whether `commit` is the commit checked out or in its history: false for a commit rebased
   * or reset away, another branch's, or one this repository does not have.
   */
  inHistory(commit: string): boolean
  /**
   * The commits after `commit` in the history checked out that changed any of `paths` (of
   * those, the files they changed), newest first; none when nothing did.
   */
  changesSince(commit: string, paths: readonly string[]): Commit[]
  /** Files under `paths` that differ from the commit checked out (changed, staged or new). */
  uncommitted(paths: readonly string[]): string[]
}

/** The git repository at `root`. */
export function gitAt(root: string): Git {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  return {
    head: () => git('rev-parse', 'HEAD').trim(),
    inHistory(commit) {
      const run = spawnSync('git', ['merge-base', '--is-ancestor', commit, 'HEAD'], { cwd: root })
      return run.status === 0
    },
    changesSince(commit, paths) {
      // Each commit as a NUL-led header line, then the files it changed.
      const log = git(
        'log',
        '--name-only',
        // A merge's files: what it brought to the line it was merged into.
        '--diff-merges=first-parent',
        '--format=%x00%H%x00%cI%x00%s',
        `${commit}..HEAD`,
        '--',
        ...paths,
        ...NOT_MEASURED,
      )
      return log
        .split('\n\0')
        .map((entry) => entry.replace(/^\0/, ''))
        .filter(Boolean)
        .map((entry) => {
          const [header = '', ...files] = entry.split('\n').filter(Boolean)
          const [hash = '', date = '', subject = ''] = header.split('\0')
          return { hash, date, subject, files }
        })
    },
    uncommitted(paths) {
      return git('status', '--porcelain', '--untracked-files=all', '--', ...paths, ...NOT_MEASURED)
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3))
    },
  }
}
