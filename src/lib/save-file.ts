/** The file name a Content-Disposition header gives (RFC 5987 filename* preferred). */
export function fileNameFrom(disposition: string | undefined): string | undefined {
  if (!disposition) return undefined
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // fall back to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim()
}

/** Hands a downloaded file to the browser as a save, without leaving the page. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 0)
}
