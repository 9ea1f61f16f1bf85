import { API_PREFIX, TEMPLATE_TYPE_CODE } from '@/config/limits'

/**
 * GET /downloadArchive?userId&fileId&typeCode=200901: a template file, opened in a new window
 * (portal-spec §7), so the address carries everything the server needs and no token.
 */
export function templateDownloadUrl(userId: string, fileCode: string) {
  const query = new URLSearchParams({ userId, fileId: fileCode, typeCode: TEMPLATE_TYPE_CODE })
  return `${API_PREFIX}/downloadArchive?${query.toString()}`
}
