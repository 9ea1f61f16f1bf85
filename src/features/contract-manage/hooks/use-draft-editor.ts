import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAfterChange } from '@/hooks/use-after-change'
import { notify } from '@/lib/notify'
import type { DraftSave } from '@contract/api/contract-manage'
import { deleteDraft, draftQuery, saveDraft, submitDraft } from '@/api/contract/drafts'
import { contractKeys } from '@/api/contract/keys'
import { draftTemplatesQuery } from '@/api/contract/templates'

export const DRAFT_LIST = 'contract-drafts'

/**
 * The draft being edited: the saved one it started from (loaded once), the templates to
 * choose from, and 保存草稿 / 提交 (the draft list, the to-do counts and T00042 follow).
 */
export function useDraftEditor(startId: string | undefined) {
  const client = useQueryClient()
  const afterChange = useAfterChange(DRAFT_LIST)
  const [loadId] = useState(startId)
  const [draftId, setDraftId] = useState(startId)
  const draft = useQuery({
    ...draftQuery(loadId ?? ''),
    enabled: Boolean(loadId),
    refetchOnWindowFocus: false,
  })
  const templates = useQuery(draftTemplatesQuery())
  const save = useMutation({
    mutationFn: (body: DraftSave) => saveDraft(body),
    onSuccess: (saved) => {
      setDraftId(saved.draftId)
      client.setQueryData(contractKeys.draft(saved.draftId), saved)
      notify.success('草稿已保存')
      return afterChange()
    },
  })
  const submit = useMutation({
    mutationFn: (body: DraftSave) => submitDraft(body),
    onSuccess: () => afterChange(),
  })
  return { draftId, loadId, draft, templates, save, submit }
}

/** 删除 a draft not yet submitted. */
export function useDeleteDraft() {
  const afterChange = useAfterChange(DRAFT_LIST)
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: () => {
      notify.success('草稿已删除')
      return afterChange()
    },
  })
}
