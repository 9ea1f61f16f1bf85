import { ResultPanel } from './result-panel'
import { useEffect, useMemo } from 'react'
import { MSG } from '@/config/messages'
import { safeExternalUrl } from '@/lib/external-url'

/*
 * The sandbox is as tight as an embedded report still works in: its scripts, forms, popups
 * (which stay sandboxed) and downloads (exports). It never gets allow-top-navigation (it cannot
 * take the portal's window elsewhere) nor allow-modals. A page of another origin keeps that
 * origin (allow-same-origin), so its own login cookie and storage work, and it still cannot
 * reach the portal's; a page of the portal's own origin gets an opaque origin instead, since
 * scripts with allow-same-origin there could reach into the portal and lift the sandbox.
 */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-downloads'
const sandboxFor = (url: URL) =>
  url.origin === window.location.origin ? SANDBOX : `${SANDBOX} allow-same-origin`

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
      // The embedded site learns nothing of the portal's pages (not even its origin).
      referrerPolicy="no-referrer"
      sandbox={sandboxFor(safe)}
    />
  )
}
