import { strToU8, zipSync } from 'fflate'
import { escapeXml } from '../xlsx/xlsx-writer'

/*
 * A minimal .docx writer for the demo's templates and contract texts: a title, chapter
 * headings, paragraphs, grey notes and bordered two-or-more-column tables, in 宋体. A .docx is
 * a zip of WordprocessingML parts; these are the fewest Word, WPS and LibreOffice open without
 * complaint (with styles, so headings show in the navigation pane).
 */

export type DocBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'table'; rows: readonly (readonly string[])[] }

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships'

const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '</Types>'

const ROOT_RELS =
  `${XML}<Relationships xmlns="${PKG}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/>` +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '</Relationships>'

const DOCUMENT_RELS =
  `${XML}<Relationships xmlns="${PKG}">` +
  `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/></Relationships>`

const style = (id: string, name: string, size: number, extra = '') =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/>` +
  `<w:qFormat/><w:pPr><w:spacing w:before="240" w:after="120"/>${extra}</w:pPr>` +
  `<w:rPr><w:b/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr></w:style>`

const STYLES =
  `${XML}<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr>` +
  '<w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="宋体" w:cs="Times New Roman"/>' +
  '<w:sz w:val="24"/><w:szCs w:val="24"/><w:lang w:val="en-US" w:eastAsia="zh-CN"/></w:rPr></w:rPrDefault>' +
  '<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="360" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
  style('Title', 'Title', 36, '<w:jc w:val="center"/>') +
  style('Heading1', 'heading 1', 28, '<w:keepNext/><w:outlineLvl w:val="0"/>') +
  '<w:style w:type="table" w:styleId="Grid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders>' +
  ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`)
    .join('') +
  '</w:tblBorders><w:tblCellMar><w:left w:w="100" w:type="dxa"/><w:right w:w="100" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>' +
  '</w:styles>'

const run = (text: string, props = '') =>
  `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`

const paragraph = (text: string, pPr = '', rPr = '') =>
  `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${run(text, rPr)}</w:p>`

/** Text width of a page (A4 less 1 inch margins) in twentieths of a point. */
const PAGE_WIDTH = 9026

function tableXml(rows: readonly (readonly string[])[]) {
  const columns = Math.max(1, ...rows.map((r) => r.length))
  const width = Math.floor(PAGE_WIDTH / columns)
  const grid = Array.from({ length: columns }, () => `<w:gridCol w:w="${width}"/>`).join('')
  const body = rows
    .map(
      (row, r) =>
        `<w:tr>${Array.from({ length: columns }, (_, c) => {
          const cell = paragraph(row[c] ?? '', '<w:spacing w:after="0"/>', r === 0 ? '<w:b/>' : '')
          return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${cell}</w:tc>`
        }).join('')}</w:tr>`,
    )
    .join('')
  return (
    `<w:tbl><w:tblPr><w:tblStyle w:val="Grid"/><w:tblW w:w="${width * columns}" w:type="dxa"/></w:tblPr>` +
    `<w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>${paragraph('')}`
  )
}

function blockXml(block: DocBlock) {
  switch (block.kind) {
    case 'heading':
      return paragraph(block.text, '<w:pStyle w:val="Heading1"/>')
    case 'note':
      return paragraph(block.text, '', '<w:color w:val="808080"/><w:sz w:val="20"/>')
    case 'table':
      return tableXml(block.rows)
    default:
      return paragraph(block.text, '<w:ind w:firstLineChars="200" w:firstLine="480"/>')
  }
}

const documentXml = (title: string, blocks: readonly DocBlock[]) =>
  `${XML}<w:document xmlns:w="${W}" xmlns:r="${REL}"><w:body>` +
  paragraph(title, '<w:pStyle w:val="Title"/>') +
  blocks.map(blockXml).join('') +
  '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>' +
  '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="851" w:footer="992" w:gutter="0"/>' +
  '</w:sectPr></w:body></w:document>'

const coreXml = (title: string) =>
  `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
  'xmlns:dc="http://purl.org/dc/elements/1.1/">' +
  `<dc:title>${escapeXml(title)}</dc:title><dc:creator>管理人服务平台</dc:creator></cp:coreProperties>`

/** Fixed, so the same document has the same bytes (and size) every time. */
const MTIME = new Date('2026-01-01T00:00:00Z')

/** The .docx file's bytes. */
export function writeDocx(title: string, blocks: readonly DocBlock[]): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'docProps/core.xml': strToU8(coreXml(title)),
      'word/document.xml': strToU8(documentXml(title, blocks)),
      'word/styles.xml': strToU8(STYLES),
      'word/_rels/document.xml.rels': strToU8(DOCUMENT_RELS),
    },
    { level: 6, mtime: MTIME },
  )
}
