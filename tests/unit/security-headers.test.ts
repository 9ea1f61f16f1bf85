import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  CONTENT_SECURITY_POLICY,
  EMBEDDED_PAGE_ORIGINS,
  nginxAddHeaderLines,
  PUSH_ORIGINS,
  SECURITY_HEADERS,
} from '../../security-headers'

const DEPLOYMENT = readFileSync(resolve(import.meta.dirname, '../../docs/deployment.md'), 'utf8')
const nginxBlocks = [...DEPLOYMENT.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1] ?? '')
const lines = (block: string) => block.split('\n').map((line) => line.trim())

/** The directives of a policy, by name, each with its sources. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  )

describe('the production headers', () => {
  test('the policy allows no inline or eval script and no plugin, and keeps framing to the site', () => {
    const policy = directives(CONTENT_SECURITY_POLICY)
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    for (const [name, sources] of policy) {
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'")
      expect(sources, name).not.toContain("'unsafe-eval'")
      expect(sources, name).not.toContain('*')
    }
    expect(policy.get('frame-src')).not.toContain('data:')
    expect(policy.get('frame-src')).not.toContain('blob:')
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff')
  })

  // Issue 18: WebSockets to any host and frames of any http(s) site were allowed.
  test('connections and frames go only to the portal and the hosts configured for them', () => {
    const policy = directives(CONTENT_SECURITY_POLICY)
    expect(policy.get('connect-src')).toEqual(["'self'", ...PUSH_ORIGINS])
    expect(policy.get('frame-src')).toEqual(["'self'", ...EMBEDDED_PAGE_ORIGINS])
    for (const origin of PUSH_ORIGINS) expect(origin).toMatch(/^wss:\/\/[^/*]+$/)
    for (const origin of EMBEDDED_PAGE_ORIGINS) expect(origin).toMatch(/^https:\/\/[^/*]+$/)
    // No bare scheme (any host) anywhere a connection or a frame could go.
    for (const name of ['default-src', 'connect-src', 'frame-src', 'child-src', 'worker-src']) {
      for (const scheme of ['ws:', 'wss:', 'http:', 'https:']) {
        expect(policy.get(name) ?? [], name).not.toContain(scheme)
      }
    }
  })

  test('HSTS for a year, no powerful feature but the clipboard, and an opener policy', () => {
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin')
    const features = new Map(
      (SECURITY_HEADERS['Permissions-Policy'] ?? '')
        .split(',')
        .map((part) => part.trim().split('=') as [string, string]),
    )
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      expect(features.get(denied), denied).toBe('()')
    }
    // The portal copies service codes and application numbers (复制).
    expect(features.get('clipboard-write')).toBe('(self)')
    expect([...features.values()].every((allow) => allow === '()' || allow === '(self)')).toBe(true)
  })

  test('index.html has no inline script for the policy to allow', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8')
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i)
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
  })

  /*
   * Until docs/deployment.md's nginx block carries security-headers.ts's lines this fails: paste
   * nginxAddHeaderLines() (see the message) into the `location /public/` block, and the
   * X-Content-Type-Options line into `location /public/assets/` too (nginx drops inherited
   * add_header lines in a location that has add_header lines of its own).
   */
  test('the nginx block of docs/deployment.md serves the same headers as security-headers.ts', () => {
    const block = nginxBlocks.find((b) => b.includes('location /public/')) ?? ''
    const missing = nginxAddHeaderLines().filter((line) => !lines(block).includes(line))
    expect(
      missing,
      `docs/deployment.md's nginx block lacks these lines (copy them from security-headers.ts):\n${missing.join('\n')}`,
    ).toEqual([])
    // Nor any header line of an older policy left beside them.
    const outer = block.replace(/location \/public\/assets\/ \{[\s\S]*?\}/, '')
    const extra = lines(outer).filter(
      (line) => line.startsWith('add_header') && !nginxAddHeaderLines().includes(line),
    )
    expect(extra, 'docs/deployment.md has header lines security-headers.ts does not send').toEqual(
      [],
    )
    const assets = /location \/public\/assets\/ \{([\s\S]*?)\}/.exec(block)?.[1] ?? ''
    expect(lines(assets), 'the assets location repeats X-Content-Type-Options').toContain(
      'add_header X-Content-Type-Options "nosniff" always;',
    )
  })
})
