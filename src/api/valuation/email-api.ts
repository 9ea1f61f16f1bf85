import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { EmailRecipientType, EmailTypeSave } from '@contract/api/valuation-reports'
import { listParams } from '@/lib/http/list-params'
import { valuationKeys } from './keys'

/** POST /rest/valuation/queryEmailTypes?name&reportType&status&pageNo&pageSize */
export const queryEmailTypes = (query: TableQuery) =>
  postData<PagedList<EmailRecipientType>>('/rest/valuation/queryEmailTypes', undefined, {
    params: listParams(query),
  })

/** POST /rest/valuation/emailTypeDetail?typeId. Silent: the page says so. */
export const getEmailType = (typeId: string) =>
  postData<EmailRecipientType>('/rest/valuation/emailTypeDetail', undefined, {
    params: { typeId },
    silent: true,
  })

export const emailTypeQuery = (typeId: string) =>
  queryOptions({ queryKey: valuationKeys.emailType(typeId), queryFn: () => getEmailType(typeId) })

/** POST /rest/valuation/saveEmailType (JSON): add (no typeId) or edit. */
export const saveEmailType = (body: EmailTypeSave) =>
  postData<EmailRecipientType>('/rest/valuation/saveEmailType', body, { idempotent: true })

/** POST /rest/valuation/deleteEmailType?typeId */
export const deleteEmailType = (typeId: string) =>
  postData<null>('/rest/valuation/deleteEmailType', undefined, { params: { typeId } })
