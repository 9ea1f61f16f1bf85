import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import type { ReleaseNote } from '@contract/api/account'
import { queryKeys } from './keys'

/** x.y.z compared part by part, newest first. */
export const byVersionDesc = (a: ReleaseNote, b: ReleaseNote) => {
  const pa = a.version.split('.').map(Number)
  const pb = b.version.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pb[i] || 0) - (pa[i] || 0)
    if (diff) return diff
  }
  return 0
}

/**
 * GET /query/releaseNotes: every version's notes (our endpoint: docs/api.md), shown newest
 * first whatever order they come in. Silent: the page offers a retry.
 */
export const getReleaseNotes = () =>
  getData<ReleaseNote[] | null>('/query/releaseNotes', { silent: true }).then((notes) =>
    Array.isArray(notes) ? [...notes].sort(byVersionDesc) : [],
  )

export const releaseNotesQuery = () =>
  queryOptions({ queryKey: queryKeys.releaseNotes(), queryFn: getReleaseNotes })
