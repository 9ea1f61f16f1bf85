import type { ReleaseNote } from '@contract/api/account'
import { NOTE_CHUNK, payloadAt, payloadBlocks, XSS_RELEASE_NOTE_COUNT } from './xss-payloads'

/** Release notes above the real ones: hostile version and date, notes of 25 payloads each. */
export const xssReleaseNotes = (): ReleaseNote[] =>
  Array.from({ length: XSS_RELEASE_NOTE_COUNT }, (_, n) => ({
    version: `9.${XSS_RELEASE_NOTE_COUNT - n}.0${n === 0 ? payloadAt(80) : ''}`,
    date: n === 0 ? `2026-12-01${payloadAt(81)}` : '2026-12-01',
    content: payloadBlocks(n * NOTE_CHUNK, NOTE_CHUNK),
  }))
