/**
 * Text that runs the other way from the sentence around it (an email address inside Arabic),
 * kept whole and in order: wrapped in Unicode's first-strong isolate, as `<bdi>` does in markup.
 * Without it, an address such as `gallery-12@example.com` is reordered around its hyphen.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`
