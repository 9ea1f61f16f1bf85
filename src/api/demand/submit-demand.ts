import { postData } from '@/lib/http/request'
import type { DemandSubmit, DemandSuggestion } from '@contract/api/demand'

/**
 * POST /rest/demand/submit (JSON): the new suggestion, 待处理. A refusal's msg (请选择需求类别,
 * 需求描述不能超过2000个字符, 附件不存在或已失效…) is shown by the client.
 */
export const submitDemand = (body: DemandSubmit) =>
  postData<DemandSuggestion>('/rest/demand/submit', body, { idempotent: true })
