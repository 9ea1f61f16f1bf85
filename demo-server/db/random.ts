/** mulberry32: a small seeded generator, so demo data (and a failing walk) can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A text's FNV-1a hash: the seed of a fund's generated data, say. */
export function hashText(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A digit string of the given length, fixed by a seed (account numbers, voucher numbers). */
export function digitsOf(seed: number, length: number): string {
  const random = seededRandom(seed)
  return Array.from({ length }, (_, i) =>
    String(Math.floor(random() * (i === 0 ? 9 : 10)) + (i === 0 ? 1 : 0)),
  ).join('')
}
