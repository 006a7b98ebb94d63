// The fake OpenAI-compatible provider as a process of its own (the relay bench runs it apart,
// as a real provider would be): prints its base URL, serves until stdin closes.
import { startFakeOpenAiServer } from './fake-openai-server'

const fake = await startFakeOpenAiServer()
process.stdout.write(`${fake.baseUrl}\n`)
process.stdin.resume()
process.stdin.on('end', () => {
  void fake.close().then(() => process.exit(0))
})
