import type { MissingPart } from '@amply/api/entities/data-transfer'
import { asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { chatFiles, conversations, generatedImages, shares } from '../../db/schema/ai-gateway'
import { addresses, users } from '../../db/schema/auth'
import { invoices } from '../../db/schema/billing'
import type { FileStorage } from '../../lib/file-storage'
import { renderInvoicePdf } from '../billing/invoice-pdf'
import { profilePictureKey } from '../account/profile-picture'
import { conversationPath, safeFileName, uploadPath } from './archive-paths'
import { conversationDocument } from './conversation-document'
import { conversationMarkdown } from './conversation-markdown'
import type { ModelName } from './conversation-markdown'
import { exportReadme } from './export-readme'

/** One file of the zip, its bytes given only when its turn comes. */
export interface ArchiveEntry {
  name: string
  input: string | Uint8Array | ReadableStream<Uint8Array>
  lastModified: Date
}

/** What the archive tells as it goes: a part written, a part that could not be read. */
export interface ArchiveProgress {
  partDone: () => void
  missing: (part: MissingPart) => void
  readonly missingParts: MissingPart[]
}

export interface ArchiveDeps {
  db: Database
  storage: FileStorage
  modelName: ModelName
  publicUrl: string
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The parts an export writes one by one (conversations, files, images, invoices). */
export async function archiveSize(db: Database, userId: string): Promise<number> {
  const counted = await Promise.all(
    [conversations, chatFiles, generatedImages, invoices].map(async (table) => {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId))
      return row?.n ?? 0
    }),
  )
  return counted.reduce((sum, n) => sum + n, 0)
}

/**
 * A stored object's bytes as they are read; if reading stops halfway (the storage went away),
 * the entry ends there and the part is named as missing, so the rest of the zip still arrives.
 */
async function storedObject(
  storage: FileStorage,
  key: string,
  what: string,
  progress: ArchiveProgress,
): Promise<ReadableStream<Uint8Array> | null> {
  let object
  try {
    object = await storage.get(key)
  } catch (error) {
    progress.missing({ what, reason: `The storage could not be read: ${reasonOf(error)}` })
    return null
  }
  if (!object) {
    progress.missing({ what, reason: 'The file is no longer in the storage.' })
    return null
  }
  const reader = object.body.getReader()
  let read = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          controller.close()
          return
        }
        read += value.byteLength
        controller.enqueue(value)
      } catch (error) {
        progress.missing({
          what,
          reason: `Reading stopped after ${String(read)} bytes: ${reasonOf(error)}`,
        })
        controller.close()
      }
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/** An image stored before the file storage, as a data URL in its row. */
function dataUrlBytes(content: string): Uint8Array | null {
  const match = /^data:[^;,]+;base64,(.*)$/s.exec(content)
  return match?.[1] ? new Uint8Array(Buffer.from(match[1], 'base64')) : null
}

/**
 * Everything an account holds, as the files of its export (docs/product.md#your-data), each read
 * only when the zip writer asks for it: what is in memory at once is one conversation, one
 * chunk of a file or one invoice. The README comes last, listing what could not be read.
 */
export async function* accountArchive(
  { db, storage, modelName, publicUrl }: ArchiveDeps,
  userId: string,
  progress: ArchiveProgress,
): AsyncGenerator<ArchiveEntry> {
  const now = new Date()
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) return
  const pictureKey = profilePictureKey(user.profilePicture)
  const picturePath = pictureKey ? `profile/${safeFileName(pictureKey.split('/')[1] ?? '')}` : null
  yield {
    name: 'profile.json',
    lastModified: user.updatedAt,
    input: json({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      date_of_birth: user.dob,
      contact_number: user.contactNumber,
      client_type: user.clientType,
      public_profile: user.isPublic,
      two_step_verification: user.otpEnabledAt ? user.otpType : null,
      referral_code: user.referralCode,
      profile_picture: picturePath,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    }),
  }
  if (pictureKey && picturePath) {
    const picture = await storedObject(storage, pictureKey, picturePath, progress)
    if (picture) yield { name: picturePath, lastModified: user.updatedAt, input: picture }
  }

  const addressRows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt))
  yield {
    name: 'addresses.json',
    lastModified: now,
    input: json(
      addressRows.map((row) => ({
        id: row.id,
        name: row.name,
        line1: row.line1,
        line2: row.line2,
        city: row.city,
        state: row.state,
        postal_code: row.postalCode,
        country: row.country,
        phone: row.phone,
        primary: row.isPrimary,
        created_at: row.createdAt.toISOString(),
      })),
    ),
  }

  const conversationRows = await db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(asc(conversations.createdAt), asc(conversations.id))
  const pathOfConversation = new Map(conversationRows.map((row) => [row.id, conversationPath(row)]))

  const shareRows = await db
    .select()
    .from(shares)
    .where(eq(shares.userId, userId))
    .orderBy(asc(shares.createdAt))
  yield {
    name: 'shares.json',
    lastModified: now,
    input: json(
      shareRows.map((row) => ({
        id: row.id,
        type: row.shareType,
        title: row.title,
        url: `${publicUrl}/share/${row.shareType}/${row.id}`,
        conversation: `${pathOfConversation.get(row.conversationId) ?? ''}.json`,
        last_message_id: row.leafMessageId,
        created_at: row.createdAt.toISOString(),
        revoked_at: row.revokedAt?.toISOString() ?? null,
      })),
    ),
  }

  for (const row of conversationRows) {
    const path = pathOfConversation.get(row.id) ?? conversationPath(row)
    // Read before yielding: an error of the zip's reader is never caught here as a missing part.
    const document = await conversationDocument(db, row, uploadPath).catch((error: unknown) => {
      progress.missing({ what: `${path}.json`, reason: reasonOf(error) })
      return null
    })
    if (document) {
      yield { name: `${path}.json`, lastModified: row.updatedAt, input: json(document) }
      yield {
        name: `${path}.md`,
        lastModified: row.updatedAt,
        input: conversationMarkdown(document, { modelName }),
      }
    }
    progress.partDone()
  }

  const fileRows = await db
    .select()
    .from(chatFiles)
    .where(eq(chatFiles.userId, userId))
    .orderBy(asc(chatFiles.createdAt), asc(chatFiles.id))
  for (const file of fileRows) {
    const path = uploadPath(file)
    const bytes =
      file.kind === 'document'
        ? file.content
        : file.storageKey
          ? await storedObject(storage, file.storageKey, path, progress)
          : dataUrlBytes(file.content)
    if (bytes === null) {
      if (file.kind === 'image' && !file.storageKey) {
        progress.missing({ what: path, reason: 'The image was not kept.' })
      }
    } else {
      yield { name: path, lastModified: file.createdAt, input: bytes }
    }
    progress.partDone()
  }

  const imageRows = await db
    .select()
    .from(generatedImages)
    .where(eq(generatedImages.userId, userId))
    .orderBy(asc(generatedImages.createdAt), asc(generatedImages.id))
  const imagePath = (row: (typeof imageRows)[number]) =>
    `images/${safeFileName(row.storageKey.split('/').at(-1) ?? row.id)}`
  yield {
    name: 'images.json',
    lastModified: now,
    input: json(
      imageRows.map((row) => ({
        id: row.id,
        file: imagePath(row),
        prompt: row.prompt,
        revised_prompt: row.revisedPrompt,
        model_id: row.modelId,
        size: row.size,
        aspect_ratio: row.aspectRatio,
        style_id: row.styleId,
        created_at: row.createdAt.toISOString(),
      })),
    ),
  }
  for (const row of imageRows) {
    const path = imagePath(row)
    const bytes = await storedObject(storage, row.storageKey, path, progress)
    if (bytes) yield { name: path, lastModified: row.createdAt, input: bytes }
    progress.partDone()
  }

  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number))
  for (const row of invoiceRows) {
    const path = `invoices/${safeFileName(row.number)}.pdf`
    const pdf = await renderInvoicePdf(row).catch((error: unknown) => {
      progress.missing({ what: path, reason: reasonOf(error) })
      return null
    })
    if (pdf) yield { name: path, lastModified: row.issuedAt, input: new Uint8Array(pdf) }
    progress.partDone()
  }

  yield {
    name: 'README.txt',
    lastModified: now,
    input: exportReadme({ email: user.email, at: now, missing: progress.missingParts }),
  }
}
