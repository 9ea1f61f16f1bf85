import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { safeExternalUrl } from '@/lib/external-url'

const SITE = 'https://portal.example'

describe('safeExternalUrl: the embedded page of a menu', () => {
  test.each([
    ['https://report.example/view?PAGE_ID=A1', 'https://report.example/view?PAGE_ID=A1'],
    ['http://report.example/view', 'http://report.example/view'],
    ['HTTPS://REPORT.EXAMPLE/x', 'https://report.example/x'],
    [
      '/public/external/demo-report.html?PAGE_ID=INVOICE01',
      `${SITE}/public/external/demo-report.html?PAGE_ID=INVOICE01`,
    ],
    ['/%2F%2Fevil.com', `${SITE}/%2F%2Fevil.com`], // a path of this site, however it reads
  ])('accepts %j', (raw, href) => {
    expect(safeExternalUrl(raw, SITE)?.href).toBe(href)
  })

  test.each([
    [undefined],
    [''],
    ['   '],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#x6A;avascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['%6Aavascript:alert(1)'],
    ['%6A%61%76%61%73%63%72%69%70%74:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['DATA:text/html,x'],
    ['vbscript:msgbox(1)'],
    ['VBScript:msgbox(1)'],
    ['blob:https://portal.example/0f7c'],
    ['file:///etc/passwd'],
    ['ftp://evil.com/x'],
    ['//evil.com'],
    ['//evil.com/report?PAGE_ID=1'],
    ['///evil.com'],
    ['\\\\evil.com'],
    ['/\\evil.com'],
    ['\\/evil.com'],
    ['https:\\\\evil.com'],
    ['https:evil.com'],
    ['https:/evil.com'],
    ['https:///evil.com'],
    [' https://report.example'],
    ['https://report.example '],
    ['\thttps://report.example'],
    ['https://user:secret@report.example/'],
    ['https://report.example@evil.com/'],
    ['report.example/view'],
    ['evil.com'],
    ['./view'],
    ['../view'],
    ['?PAGE_ID=1'],
    ['#top'],
  ])('refuses %j', (raw) => {
    expect(safeExternalUrl(raw, SITE)).toBeUndefined()
  })

  test('resolves a site path against the page it is on by default', () => {
    expect(safeExternalUrl('/public/x')?.origin).toBe(window.location.origin)
  })

  // Whatever the server sends, an accepted address is http(s), and a relative one stays here.
  test('for any string the result is http(s); a relative address stays on the site', () => {
    const tricky = fc.constantFrom(
      'javascript:',
      'data:',
      'vbscript:',
      '//',
      '\\',
      '/\\',
      '%2F',
      '&#',
      '\t',
      ' ',
      'http:',
      'https://',
      '/',
      'evil.com',
    )
    const input = fc.oneof(
      fc.string(),
      fc
        .array(fc.oneof(tricky, fc.string({ maxLength: 3 })), { maxLength: 6 })
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(input, (raw) => {
        const url = safeExternalUrl(raw, SITE)
        if (!url) return
        expect(['http:', 'https:']).toContain(url.protocol)
        if (!/^https?:\/\//i.test(raw)) expect(url.origin).toBe(SITE)
      }),
      { numRuns: 2000, seed: 20250605 },
    )
  })
})
