// Units of the report: times in ms, sizes in KiB (as the bundle budgets), heaps in MB (10^6 B).

const FORMATS = {
  ms: (v) => `${Math.round(v)} ms`,
  'ms-fine': (v) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`,
  size: (v) => `${(v / 1024).toFixed(1)} KiB`,
  heap: (v) => `${(v / 1e6).toFixed(1)} MB`,
  count: (v) => `${Math.round(v)}`,
}

export function formatValue(value, unit) {
  if (!Number.isFinite(value)) return '—'
  return FORMATS[unit](value)
}

/** The same value without its unit, for lists of samples. */
export const formatBare = (value, unit) => formatValue(value, unit).replace(/ \S+$/, '')

export const formatRatio = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—')

// East Asian wide characters take two columns in a terminal.
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u
const width = (text) => [...text].reduce((w, ch) => w + (WIDE.test(ch) ? 2 : 1), 0)
const pad = (text, to, right) => {
  const fill = ' '.repeat(Math.max(0, to - width(text)))
  return right ? fill + text : text + fill
}

/** A plain-text table; columns after the first are right-aligned. */
export function textTable(header, rows) {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))))
  const line = (cells) => cells.map((c, i) => pad(c, widths[i], i > 0)).join('  ')
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

/** `align`: 'l' or 'r' per column; by default the first column left, the others right. */
export function markdownTable(header, rows, align = header.map((_, i) => (i ? 'r' : 'l'))) {
  const escape = (cell) => cell.replaceAll('|', '\\|')
  const line = (cells) => `| ${cells.map(escape).join(' | ')} |`
  const rule = align.map((a) => (a === 'r' ? '---:' : '---'))
  return [line(header), line(rule), ...rows.map(line)].join('\n')
}
