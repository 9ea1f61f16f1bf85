import { TEMPLATE_TYPE_CODE } from '@contract/limits'
import { call } from '@/lib/http/request'
import { fileNameFrom, saveFile } from '@/lib/save-file'

/**
 * GET /downloadArchive?userId&fileId&typeCode=200901 (portal-spec §7): the template file,
 * fetched through the client (its session header and error messages) and saved by the browser.
 * Shared by the global search's template hits and 模板中心 (合同管理).
 */
export async function downloadTemplate(userId: string, fileCode: string, name: string) {
  const response = await call<Blob>({
    url: '/downloadArchive',
    params: { userId, fileId: fileCode, typeCode: TEMPLATE_TYPE_CODE },
    responseType: 'blob',
  })
  const disposition = response.headers['content-disposition'] as string | undefined
  saveFile(response.data, fileNameFrom(disposition) ?? name)
}
