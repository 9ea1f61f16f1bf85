import { queryOptions } from '@tanstack/react-query'
import { call, getData, seg } from '@/lib/http/request'
import { fileNameFrom, saveFile } from '@/lib/save-file'
import type {
  DisclosureAttachment,
  DisclosureCategory,
  DisclosureDetail,
  DisclosureItem,
  PagedList,
} from '@contract/api/public-site'
import { publicKeys } from './keys'

export const DISCLOSURE_PAGE_SIZE = 10

export interface DisclosureQuery {
  category: DisclosureCategory
  pageNo: number
  keyword: string
}

/** GET /isNotLogin/disclosure?category&pageNo&pageSize&keyword: one list's page, newest first. */
export const getDisclosureList = ({ category, pageNo, keyword }: DisclosureQuery) =>
  getData<PagedList<DisclosureItem>>('/isNotLogin/disclosure', {
    params: { category, pageNo, pageSize: DISCLOSURE_PAGE_SIZE, keyword: keyword || undefined },
    silent: true,
  })

/** GET /isNotLogin/disclosure/{id}: the disclosure with its attachments. */
export const getDisclosure = (id: string) =>
  getData<DisclosureDetail>(`/isNotLogin/disclosure/${seg(id)}`, { silent: true })

export const disclosureListQuery = (query: DisclosureQuery) =>
  queryOptions({
    queryKey: publicKeys.disclosures(query),
    queryFn: () => getDisclosureList(query),
  })

export const disclosureQuery = (id: string) =>
  queryOptions({ queryKey: publicKeys.disclosure(id), queryFn: () => getDisclosure(id) })

/** GET /isNotLogin/disclosure/file/{fileId}: the attachment, saved by the browser. */
export async function downloadAttachment({ fileId, fileName }: DisclosureAttachment) {
  const response = await call<Blob>({
    url: `/isNotLogin/disclosure/file/${seg(fileId)}`,
    responseType: 'blob',
    silent: true,
  })
  const disposition = response.headers['content-disposition'] as string | undefined
  saveFile(response.data, fileNameFrom(disposition) ?? fileName)
}
