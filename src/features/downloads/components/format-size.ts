const UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** 1536 → 1.5 KB; a size as people read it. */
export function formatSize(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—'
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const shown = unit === 0 ? String(value) : value.toFixed(value >= 100 ? 0 : 1)
  return `${shown} ${UNITS[unit]}`
}
