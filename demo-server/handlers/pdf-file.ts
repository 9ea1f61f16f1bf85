/*
 * PDFs of Chinese text, built by hand for the demo's downloads. They use the standard Chinese
 * font STSong-Light (not embedded; PDF viewers substitute a system font), so a file stays a
 * few kilobytes and all of it is ASCII. pdfPages assembles pages of drawing operators (A4, the
 * font as /F1); pdfFile lays out a title and paragraphs on one page.
 */

export const PAGE = { width: 595, height: 842, margin: 56 }
const BODY_SIZE = 12
const CHARS_PER_LINE = Math.floor((PAGE.width - 2 * PAGE.margin) / BODY_SIZE)

/** The text as UCS-2 code units in hex, the encoding UniGB-UCS2-H reads. */
export const hex = (text: string) =>
  `<${[...text]
    .map((ch) =>
      (ch.codePointAt(0)! > 0xffff ? '?' : ch).charCodeAt(0).toString(16).padStart(4, '0'),
    )
    .join('')}>`

function wrap(text: string): string[] {
  const chars = [...text]
  const lines: string[] = []
  for (let i = 0; i < chars.length; i += CHARS_PER_LINE) {
    lines.push(chars.slice(i, i + CHARS_PER_LINE).join(''))
  }
  return lines.length ? lines : ['']
}

function contentStream(title: string, paragraphs: string[]) {
  const body = paragraphs.flatMap((p) => [...wrap(p), ''])
  const ops = [
    'BT',
    `/F1 16 Tf 22 TL ${PAGE.margin} ${PAGE.height - PAGE.margin - 16} Td`,
    ...wrap(title).map((line) => `${hex(line)} Tj T*`),
    `/F1 ${BODY_SIZE} Tf 20 TL T*`,
    ...body.map((line) => (line ? `${hex(line)} Tj T*` : 'T*')),
    'ET',
  ]
  return ops.join('\n')
}

/** A valid PDF (cross-reference table and all) of A4 pages, each one content stream. */
export function pdfPages(streams: readonly string[]): Uint8Array {
  const kids = streams.map((_, i) => `${6 + i * 2} 0 R`).join(' ')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${streams.length} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    ...streams.flatMap((stream, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ]),
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = pdf.length
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

/** A one-page PDF with a title and paragraphs. */
export function pdfFile(title: string, paragraphs: string[]): Uint8Array {
  return pdfPages([contentStream(title, paragraphs)])
}
