import type { AccountExport } from '@amply/api/entities/data-transfer'
import { makeZip } from 'client-zip'
import { and, eq, lt, or } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { accountExports } from '../../db/schema/data-transfers'
import { uniqueViolation } from '../../lib/unique-violation'
import type { LinkSigner } from '../billing/signed-links'
import { isUuid } from '../conversations/ids'
import { accountArchive, archiveSize } from './account-archive'
import type { ArchiveDeps, ArchiveProgress } from './account-archive'
import { attachment } from './file-response'

type ExportRow = typeof accountExports.$inferSelect

/** How long the download link of a prepared export works. */
const LINK_SECONDS = 600
/** A running export whose progress has not moved for this long was cut off (a server stopped). */
const STALE_MS = 2 * 60_000
/** Progress is written at most this often while the zip streams. */
const PROGRESS_EVERY_MS = 250

export const DOWNLOAD_PATH = '/api/data/exports/:export_id/download'

const notFound = () => new HTTPException(404, { message: 'There is no such export.' })

export interface AccountExportDeps extends ArchiveDeps {
  signer: LinkSigner
  now: () => number
}

/**
 * The whole account out as one zip (docs/product.md#your-data): prepared with a signed link
 * (one open per account), streamed as it is written when the link is opened, its progress kept
 * in its row for the page that waits on it.
 */
export function createAccountExports(deps: AccountExportDeps) {
  const { db, signer, now } = deps
  const linkMessage = (id: string, expires: number) => `account-export:${id}:${String(expires)}`

  const toEntity = (row: ExportRow, downloadUrl: string | null = null): AccountExport => ({
    export_id: row.id,
    status: row.status,
    download_url: downloadUrl,
    done: row.done,
    total: row.total,
    bytes: row.bytes,
    missing: row.missing,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  })

  function signedLink(id: string): string {
    const expires = Math.floor(now() / 1000) + LINK_SECONDS
    const signature = signer.sign(linkMessage(id, expires))
    return `${DOWNLOAD_PATH.replace(':export_id', id)}?expires=${String(expires)}&signature=${signature}`
  }

  /** The export's progress as it stands, written as the zip streams. */
  function progressOf(row: ExportRow) {
    let lastWrite = 0
    const state = { done: 0, bytes: 0 }
    const missingParts: ArchiveProgress['missingParts'] = []
    const save = (extra: Partial<ExportRow> = {}) =>
      db
        .update(accountExports)
        .set({ ...state, missing: missingParts, updatedAt: new Date(now()), ...extra })
        .where(eq(accountExports.id, row.id))
    const archive: ArchiveProgress = {
      partDone: () => {
        state.done += 1
      },
      missing: (part) => missingParts.push(part),
      missingParts,
    }
    return {
      archive,
      async wrote(bytes: number) {
        state.bytes += bytes
        if (now() - lastWrite < PROGRESS_EVERY_MS) return
        lastWrite = now()
        await save()
      },
      finish: (status: 'done' | 'failed' | 'interrupted') =>
        save({ status, finishedAt: new Date(now()) }),
    }
  }

  return {
    /**
     * Prepares an export and answers its link. A prepared one not yet opened gives way to it; a
     * running one refuses it (409) unless its progress stopped moving long ago.
     */
    async start(userId: string): Promise<AccountExport> {
      const at = new Date(now())
      await db
        .update(accountExports)
        .set({ status: 'interrupted', finishedAt: at })
        .where(
          and(
            eq(accountExports.userId, userId),
            or(
              eq(accountExports.status, 'ready'),
              and(
                eq(accountExports.status, 'running'),
                lt(accountExports.updatedAt, new Date(at.getTime() - STALE_MS)),
              ),
            ),
          ),
        )
      const total = await archiveSize(db, userId)
      const row = await uniqueViolation(
        () =>
          new HTTPException(409, {
            message: 'An export of this account is already under way: wait for it to finish.',
          }),
        async () => {
          const [inserted] = await db
            .insert(accountExports)
            .values({ userId, total, createdAt: at, updatedAt: at })
            .returning()
          if (!inserted) throw new Error('No export was stored')
          return inserted
        },
      )
      return toEntity(row, signedLink(row.id))
    },

    async get(userId: string, exportId: string): Promise<AccountExport> {
      if (!isUuid(exportId)) throw notFound()
      const [row] = await db
        .select()
        .from(accountExports)
        .where(and(eq(accountExports.id, exportId), eq(accountExports.userId, userId)))
      if (!row) throw notFound()
      return toEntity(row)
    },

    /**
     * The zip, written as it is read: each part is fetched only when the previous one has gone
     * out, so memory holds one part's chunk at a time whatever the account's size. The link
     * opens once; a cancelled download leaves the export `interrupted`.
     */
    async download(exportId: string, expires: string, signature: string): Promise<Response> {
      const until = Number(expires)
      const valid =
        isUuid(exportId) &&
        Number.isInteger(until) &&
        until * 1000 >= now() &&
        signer.verify(linkMessage(exportId, until), signature)
      if (!valid) throw notFound()
      const [row] = await db
        .update(accountExports)
        .set({ status: 'running', updatedAt: new Date(now()) })
        .where(and(eq(accountExports.id, exportId), eq(accountExports.status, 'ready')))
        .returning()
      if (!row) {
        throw new HTTPException(410, {
          message: 'This export link was already used: start a new export.',
        })
      }
      const progress = progressOf(row)
      const zip = makeZip(accountArchive(deps, row.userId, progress.archive)).getReader()
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          let chunk
          try {
            chunk = await zip.read()
          } catch (error) {
            await progress.finish('failed')
            controller.error(error)
            return
          }
          if (chunk.done) {
            await progress.finish('done')
            controller.close()
            return
          }
          controller.enqueue(chunk.value)
          await progress.wrote(chunk.value.byteLength)
        },
        async cancel(reason) {
          await zip.cancel(reason).catch(() => undefined)
          await progress.finish('interrupted')
        },
      })
      const day = new Date(now()).toISOString().slice(0, 10)
      return new Response(body, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': attachment(`amply-export-${day}.zip`),
          'Cache-Control': 'no-store',
        },
      })
    },
  }
}

export type AccountExports = ReturnType<typeof createAccountExports>
