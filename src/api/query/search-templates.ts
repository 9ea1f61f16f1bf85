import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import type { TemplateHit, TemplateSearchResult } from '@contract/api/search'
import { queryKeys } from './keys'

/** GET /query/templateCenter/searchTemplateList?keyWord: template hits in `data.result`. */
export const searchTemplates = (keyWord: string, signal?: AbortSignal) =>
  getData<TemplateSearchResult | null>('/query/templateCenter/searchTemplateList', {
    params: { keyWord },
    signal,
  }).then((data): TemplateHit[] => (Array.isArray(data?.result) ? data.result : []))

export const templateSearchQuery = (term: string) =>
  queryOptions({
    queryKey: queryKeys.templateSearch(term),
    queryFn: ({ signal }) => searchTemplates(term, signal),
  })
