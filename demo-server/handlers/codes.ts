import { db } from '../db/db'

/** Demo-only: this code passes both the image and the SMS check, so tests can log in. */
export const DEMO_CODE = '8888'
const CODE_MINUTES = 5
const SMS_RESEND_MS = 60_000
const CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

const pick = (length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')

/** An SVG picture of the code, with noise, as a data: URL. */
function picture(code: string) {
  const letters = [...code]
    .map((ch, i) => {
      const rotate = Math.round(Math.random() * 40 - 20)
      const x = 14 + i * 24
      return `<text x="${x}" y="30" transform="rotate(${rotate} ${x} 24)" font-size="26" font-family="monospace" font-weight="bold" fill="#8a1c24">${ch}</text>`
    })
    .join('')
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [0, 40, 110, 40].map((max) => Math.round(Math.random() * max))
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#c7a1a5" stroke-width="1"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#fbeff0"/>${lines}${letters}</svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

export function issueImageCode() {
  const imageId = `IMG${Date.now().toString(36)}${pick(4, CHARS)}`
  const code = pick(4, CHARS)
  const now = Date.now()
  const live = Object.entries(db.state.imageCodes).filter(([, c]) => c.expiresAt > now)
  db.state.imageCodes = Object.fromEntries(live.slice(-50))
  db.state.imageCodes[imageId] = { code, expiresAt: now + CODE_MINUTES * 60_000 }
  return { imageId, image: picture(code) }
}

/**
 * Checks and uses up an image code. Without an imageId (sendRanCode's path has none) any
 * outstanding code matches, as a server's session would hold the last one shown.
 */
export function useImageCode(input: string, imageId?: string): boolean {
  if (input === DEMO_CODE) return true
  const now = Date.now()
  const entry = Object.entries(db.state.imageCodes).find(
    ([id, c]) =>
      (imageId === undefined || id === imageId) &&
      c.expiresAt > now &&
      c.code.toUpperCase() === input.trim().toUpperCase(),
  )
  if (entry) delete db.state.imageCodes[entry[0]]
  return Boolean(entry)
}

/** Issues an SMS code, or says how long to wait when one was sent under a minute ago. */
export function issueSmsCode(userName: string): { code: string } | { waitSeconds: number } {
  const now = Date.now()
  const last = db.state.smsCodes[userName]
  if (last && now - last.sentAt < SMS_RESEND_MS) {
    return { waitSeconds: Math.ceil((SMS_RESEND_MS - (now - last.sentAt)) / 1000) }
  }
  const code = pick(6, '0123456789')
  db.state.smsCodes[userName] = { code, sentAt: now, expiresAt: now + CODE_MINUTES * 60_000 }
  return { code }
}

export function useSmsCode(userName: string, input: string): boolean {
  if (input === DEMO_CODE) return true
  const entry = db.state.smsCodes[userName]
  if (!entry || entry.expiresAt <= Date.now() || entry.code !== input.trim()) return false
  delete db.state.smsCodes[userName]
  return true
}
