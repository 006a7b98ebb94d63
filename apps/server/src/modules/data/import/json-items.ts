import { JSONParser } from '@streamparser/json'
import { ImportRefused } from './import-refused'

const WHITESPACE = new Set([0x20, 0x0a, 0x0d, 0x09])

/**
 * The values of a JSON file as they are parsed (@streamparser/json): each element of a
 * top-level array as soon as it closes, the parser keeping none of those before it
 * (`keepStack: false`), so a file of any size is read holding one conversation at a time. A
 * top-level object comes whole (one conversation). Not JSON at all: 415; cut short or broken: 422.
 */
export async function* jsonItems(chunks: AsyncIterable<Uint8Array>): AsyncGenerator {
  let parser: JSONParser | null = null
  const ready: unknown[] = []
  const notJson = () => new ImportRefused(422, 'The file is not valid JSON.')
  for await (const chunk of chunks) {
    if (!parser) {
      const first = chunk.find((byte) => !WHITESPACE.has(byte))
      if (first === undefined) continue
      if (first !== 0x5b && first !== 0x7b) {
        throw new ImportRefused(
          415,
          'The file is neither a zip nor JSON: send the export as it was downloaded.',
        )
      }
      const shape = first === 0x5b ? 'array' : 'object'
      parser = new JSONParser({ paths: [shape === 'array' ? '$.*' : '$'], keepStack: false })
      parser.onValue = ({ value }) => ready.push(value)
    }
    try {
      parser.write(chunk)
    } catch {
      throw notJson()
    }
    yield* ready.splice(0)
  }
  if (!parser?.isEnded) throw notJson()
}
