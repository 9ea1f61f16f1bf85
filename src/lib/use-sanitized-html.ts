import { useEffect, useState } from 'react'

type Sanitizer = typeof import('./sanitize-html')

let loaded: Sanitizer | undefined
let loading: Promise<Sanitizer> | undefined

const loadSanitizer = () =>
  (loading ??= import('./sanitize-html').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined // a later render may try again
      throw error
    },
  ))

export interface SanitizedHtml {
  /** Safe to put in the DOM; undefined until the sanitiser has loaded. */
  html: string | undefined
  /** The sanitiser could not be loaded: show a message, never the raw HTML. */
  failed: boolean
}

/** Server HTML sanitised with DOMPurify, which is loaded on first use. */
export function useSanitizedHtml(raw: string | undefined): SanitizedHtml {
  const [result, setResult] = useState<{ raw: string; html?: string; failed: boolean }>()
  const ready = loaded
  useEffect(() => {
    if (raw === undefined || ready) return
    let live = true
    loadSanitizer().then(
      (module) => live && setResult({ raw, html: module.sanitizeHtml(raw), failed: false }),
      () => live && setResult({ raw, failed: true }),
    )
    return () => {
      live = false
    }
  }, [raw, ready])
  if (raw === undefined) return { html: undefined, failed: false }
  if (ready) return { html: ready.sanitizeHtml(raw), failed: false }
  return result?.raw === raw
    ? { html: result.html, failed: result.failed }
    : { html: undefined, failed: false }
}
