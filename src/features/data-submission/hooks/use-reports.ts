import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { App } from 'antd'
import { useState } from 'react'
import { useAfterChange } from '@/hooks/use-after-change'
import { listKey } from '@/hooks/use-table-query'
import { notify } from '@/lib/notify'
import type { ReportKind, ReportSubmit } from '@contract/api/data-submission'
import { dataSubmissionKeys } from '@/api/data-submission/keys'
import {
  downloadStampedFile,
  reportPeriodsQuery,
  reportQuery,
  submitReport,
} from '@/api/data-submission/periodic-reports'
import { confirmStamp } from '@/api/data-submission/stamp-results'

export const reportListName = (kind: ReportKind) => `periodic-report-${kind}`
export const STAMP_LIST = 'stamp-results'

/** One report with its timeline, while an id is given. */
export const useReport = (reportId: string | undefined) =>
  useQuery({
    ...reportQuery(reportId ?? ''),
    enabled: Boolean(reportId),
    // While it is with the custodian, the drawer follows it.
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return status === 'uploaded' || status === 'auditing' ? 2_000 : false
    },
  })

/** The periods a kind's filter offers. */
export const useReportPeriods = (kind: ReportKind) => useQuery(reportPeriodsQuery(kind))

/** 提交报送: the report, its list, the seal results and the to-do counts follow. */
export function useSubmitReport(kind: ReportKind) {
  const client = useQueryClient()
  const afterChange = useAfterChange(reportListName(kind), [listKey(STAMP_LIST)])
  return useMutation({
    mutationFn: (body: ReportSubmit) => submitReport(body),
    onSuccess: (detail) => {
      client.setQueryData(dataSubmissionKeys.report(detail.reportId), detail)
      notify.success('报告已提交，等待托管人审核用印')
      return afterChange()
    },
  })
}

/** 下载用印文件: `busyId` while one downloads (the client shows failures). */
export function useStampedDownload() {
  const { message } = App.useApp()
  const [busyId, setBusyId] = useState<string>()
  const download = async (reportId: string, fileName: string) => {
    if (busyId) return
    setBusyId(reportId)
    try {
      void message.success(`已下载 ${await downloadStampedFile(reportId, fileName)}`)
    } catch {
      // The client has said why.
    } finally {
      setBusyId(undefined)
    }
  }
  return { busyId, download }
}

/** 确认 a seal result: the list, the reports and the to-do counts (T00021) follow. */
export function useConfirmStamp() {
  const afterChange = useAfterChange(STAMP_LIST, [dataSubmissionKeys.reports()])
  return useMutation({
    mutationFn: (reportId: string) => confirmStamp(reportId),
    onSuccess: () => {
      notify.success('已确认用印结果')
      return afterChange()
    },
  })
}
