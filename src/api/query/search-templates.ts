import { getData } from '@/lib/http/request'
import type { TemplateHit, TemplateSearchResult } from '@contract/api/search'

/** GET /query/templateCenter/searchTemplateList?keyWord: template hits in `data.result`. */
export const searchTemplates = (keyWord: string, signal?: AbortSignal) =>
  getData<TemplateSearchResult | null>('/query/templateCenter/searchTemplateList', {
    params: { keyWord },
    signal,
  }).then((data): TemplateHit[] => (Array.isArray(data?.result) ? data.result : []))
