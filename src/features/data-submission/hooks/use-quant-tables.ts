import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { notify } from '@/lib/notify'
import type { QuantTableCreate, QuantTableSave } from '@contract/api/data-submission'
import { dataSubmissionKeys } from '@/api/data-submission/keys'
import {
  createQuantTable,
  quantTableQuery,
  saveQuantTable,
  submitQuantTable,
} from '@/api/data-submission/quant-tables'

export const QUANT_LIST = 'quant-tables'

/** One table with its rows, while an id is given. */
export const useQuantTable = (tableId: string | undefined) =>
  useQuery({
    ...quantTableQuery(tableId ?? ''),
    enabled: Boolean(tableId),
    // Never fetched again behind the editor's back: the page loads it when the table changes.
    staleTime: Infinity,
  })

/** 新建, 保存草稿 and 提交: the table, the list and the to-do counts (T00057) follow. */
export function useQuantActions() {
  const client = useQueryClient()
  const afterChange = useAfterChange(QUANT_LIST)
  const done = (text: string) => (detail: { tableId: string }) => {
    client.setQueryData(dataSubmissionKeys.quantTable(detail.tableId), detail)
    notify.success(text)
    return afterChange()
  }
  return {
    create: useMutation({
      mutationFn: (body: QuantTableCreate) => createQuantTable(body),
      onSuccess: done('运行表已创建，请填写后提交'),
    }),
    save: useMutation({
      mutationFn: (body: QuantTableSave) => saveQuantTable(body),
      onSuccess: done('草稿已保存'),
    }),
    submit: useMutation({
      mutationFn: (body: QuantTableSave) => submitQuantTable(body),
      onSuccess: done('运行表已提交'),
    }),
  }
}
