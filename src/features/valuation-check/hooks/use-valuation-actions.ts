import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAfterChange } from '@/hooks/use-after-change'
import { ALL_LISTS } from '@/hooks/use-table-query'
import { useExport } from '@/lib/export/use-export'
import { notify } from '@/lib/notify'
import { confirmValuationTable } from '@/api/valuation/valuation-tables'
import { resendValuation, sendValuation } from '@/api/valuation/valuation-sends'
import { valuationKeys } from '@/api/valuation/keys'

export const VALUATION_TABLE_LIST = 'valuation-tables'

/** 核对确认 of a table: the list, the preview and T00017 follow at once. */
export function useConfirmTable() {
  const client = useQueryClient()
  const afterChange = useAfterChange(VALUATION_TABLE_LIST)
  return useMutation({
    mutationFn: confirmValuationTable,
    onSuccess: (table) => {
      client.setQueryData(valuationKeys.table(table.fundCode, table.date), table)
      notify.success('估值表已核对确认')
      return afterChange()
    },
  })
}

/**
 * 发送 and 重新发送: every list on screen loads again (the source list's 发送状态 and the
 * send records), and the message says how many it went to.
 */
export function useValuationSend() {
  const afterChange = useAfterChange(VALUATION_TABLE_LIST, [ALL_LISTS])
  const done = (record: { recipients: string[]; result: string }) => {
    notify.success(`已发送至 ${record.recipients.length} 个收件人`)
    return afterChange()
  }
  const send = useMutation({ mutationFn: sendValuation, onSuccess: done })
  const resend = useMutation({ mutationFn: resendValuation, onSuccess: done })
  return { send, resend }
}

/** 下载: a table as .xlsx (the export source 'valuation-table'); which one is on its way. */
export function useValuationDownload() {
  const { start } = useExport()
  const [busy, setBusy] = useState<string>()
  const download = async (row: { fundCode: string; fundName: string; date: string }) => {
    const key = `${row.fundCode}/${row.date}`
    setBusy(key)
    const result = await start({
      source: 'valuation-table',
      params: { fundCode: row.fundCode, date: row.date },
      fileName: `${row.fundName}_估值表_${row.date}`,
    })
    setBusy(undefined)
    if (result?.kind === 'file') notify.success(`已下载 ${result.fileName}`)
  }
  return { download, busy }
}
