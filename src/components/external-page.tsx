import { ResultPanel } from './result-panel'
import { useEffect, useMemo } from 'react'
import { MSG } from '@/config/messages'

/** Resolves an embedded page's address; only http(s) addresses are accepted. */
export function safeExternalUrl(raw: string | undefined): URL | undefined {
  if (!raw?.trim()) return undefined
  try {
    const url = new URL(raw.trim(), window.location.origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

/** A menu whose source is external: its page embedded in an iframe. */
export function ExternalPage({ title, url }: { title: string; url: string | undefined }) {
  const safe = useMemo(() => safeExternalUrl(url), [url])
  useEffect(() => {
    if (safe && !safe.searchParams.get('PAGE_ID')) console.warn(MSG.missingPageId)
  }, [safe])
  if (!safe) return <ResultPanel status="warning" title={title} subTitle={MSG.externalUrlRefused} />
  return (
    <iframe
      className="external-page"
      title={title}
      src={safe.href}
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
    />
  )
}
