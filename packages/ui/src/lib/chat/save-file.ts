/** Hands a file to the browser's downloads, under its name. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken the blob once the click's task ends.
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 0)
}
