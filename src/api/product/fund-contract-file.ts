import { getFile } from '@/lib/http/request-file'
import { seg } from '@/lib/http/request'
import { saveFile } from '@/lib/save-file'
import type { FundContractDoc } from '@contract/api/fund-contract'

/** GET /rest/product/contractFile/{docId}: the document's PDF, fetched with the token. */
const fetchContract = async (doc: FundContractDoc) => {
  const file = await getFile(`/rest/product/contractFile/${seg(doc.docId)}`, { silent: true })
  return { blob: file.blob, fileName: file.fileName ?? doc.fileName }
}

export async function downloadContract(doc: FundContractDoc) {
  const { blob, fileName } = await fetchContract(doc)
  saveFile(blob, fileName)
}

/** How long a preview's address lives: long enough for the viewer to read it. */
const PREVIEW_URL_LIFE_MS = 60_000

/**
 * Opens the PDF in a new tab. The tab opens at once (still within the click, so no popup
 * blocker stops it) and shows the file when it arrives; a refusal closes it again. Where no
 * tab may open, the file is saved instead.
 */
export async function previewContract(doc: FundContractDoc) {
  const tab = window.open('', '_blank')
  try {
    const { blob, fileName } = await fetchContract(doc)
    if (!tab) return saveFile(blob, fileName)
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }))
    tab.location.href = url
    window.setTimeout(() => URL.revokeObjectURL(url), PREVIEW_URL_LIFE_MS)
  } catch (e) {
    tab?.close()
    throw e
  }
}
