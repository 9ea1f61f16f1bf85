import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { notify } from '@/lib/notify'
import { confirmFinancialReport } from '@/api/valuation/financial-report-api'
import { valuationKeys } from '@/api/valuation/keys'
import { confirmVat } from '@/api/valuation/vat-api'

export const VAT_LIST = 'valuation-vat'
export const REPORT_LIST = 'valuation-financial-reports'

/** 确认 a month's 增值税: the list and T00051 follow. */
export function useVatConfirm() {
  const afterChange = useAfterChange(VAT_LIST)
  return useMutation({
    mutationFn: confirmVat,
    onSuccess: (row) => {
      notify.success(`${row.fundName} ${row.period} 增值税已确认`)
      return afterChange()
    },
  })
}

/** 确认 a month's 报表: the drawer, the list and T00054 follow. */
export function useReportConfirm() {
  const client = useQueryClient()
  const afterChange = useAfterChange(REPORT_LIST)
  return useMutation({
    mutationFn: confirmFinancialReport,
    onSuccess: (report) => {
      client.setQueryData(valuationKeys.financialReport(report.reportId), report)
      notify.success(`${report.fundName} ${report.period} 报表已确认`)
      return afterChange()
    },
  })
}
