import { describe, expect, test } from 'vitest'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { XSS_PAYLOADS } from '@demo-server/scenarios/xss-payloads'
import { runnableNodes } from '../utils/runnable-nodes'

/** What the page would get: the sanitised HTML put into an element, as the app does. */
function rendered(html: string) {
  const host = document.createElement('div')
  host.innerHTML = sanitizeHtml(html)
  return host
}

/** The text a payload's run would need: the flag or a dialog (decoded the ways it is encoded). */
function decoded(payload: string) {
  const textarea = document.createElement('textarea')
  textarea.innerHTML = payload
  const entities = textarea.value
  const base64 = [...payload.matchAll(/base64,([\w+/=]+)/g)].map((m) => atob(m[1] ?? ''))
  const percent = (() => {
    try {
      return decodeURIComponent(payload)
    } catch {
      return ''
    }
  })()
  const escapes = payload.replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
  return [payload, entities, percent, escapes, ...base64].join('\n')
}

describe('the XSS corpus (demo-server/scenarios/xss-payloads.ts)', () => {
  test('holds at least 100 distinct payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100)
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length)
  })

  test.each(XSS_PAYLOADS.map((p, i) => [i + 1, p]))(
    'payload %i would set the flag or open a dialog if it ran',
    (_, payload) => {
      expect(decoded(payload)).toMatch(/__xss|__x'\+'ss|alert|confirm|prompt|msgbox|X194c3M9MQ/)
    },
  )
})

describe('sanitizeHtml against the corpus', () => {
  test.each(XSS_PAYLOADS.map((p, i) => [i + 1, p]))(
    'payload %i leaves nothing that could run',
    (_, payload) => {
      expect(runnableNodes(rendered(payload))).toEqual([])
    },
  )

  test('all of them at once leave nothing that could run', () => {
    expect(runnableNodes(rendered(XSS_PAYLOADS.join('\n')))).toEqual([])
  })

  test('each inside ordinary markup too', () => {
    for (const payload of XSS_PAYLOADS) {
      const html = `<p>说明<strong>${payload}</strong></p><ul><li>${payload}</li></ul>`
      expect(runnableNodes(rendered(html)), payload).toEqual([])
    }
  })

  // Mutation XSS: sanitised HTML that turns into something else when parsed again.
  test('sanitised HTML parsed, serialised and parsed again still holds nothing that could run', () => {
    for (const payload of XSS_PAYLOADS) {
      const again = document.createElement('div')
      again.innerHTML = rendered(payload).innerHTML
      expect(runnableNodes(again), payload).toEqual([])
    }
  })
})
