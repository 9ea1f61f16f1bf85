import { getFile } from '@/lib/http/request-file'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import { saveFile } from '@/lib/save-file'
import type { TripartiteAgreement } from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'

/** POST /rest/custodian/queryAgreements?fundCode&status&counterpartyType&pageNo&pageSize */
export const queryAgreements = (query: TableQuery) =>
  postData<PagedList<TripartiteAgreement>>('/rest/custodian/queryAgreements', undefined, {
    params: listParams(query),
  })

/** POST /rest/custodian/signAgreement?agreementId: 确认签署. */
export const signAgreement = (agreementId: string) =>
  postData<TripartiteAgreement>('/rest/custodian/signAgreement', undefined, {
    params: { agreementId },
  })

/** GET /rest/custodian/agreementFile?agreementId: the agreement's PDF, saved (a refusal shows). */
export async function downloadAgreement({ agreementId, agreementNo }: TripartiteAgreement) {
  const file = await getFile('/rest/custodian/agreementFile', { params: { agreementId } })
  saveFile(file.blob, file.fileName ?? `三方协议_${agreementNo}.pdf`)
}
