import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import {
  actionColumn,
  dateColumn,
  moneyColumn,
  navColumn,
  statusColumn,
} from '@/components/query-table/columns'
import type { ValuationTableRow } from '@contract/api/valuation'
import { CheckSendActions } from './check-send-actions'
import { fundColumn } from './valuation-fund-column'
import { CHECK_STYLES, SEND_STYLES } from './valuation-statuses'

export const reportViewPath = ({ fundCode, date }: { fundCode: string; date: string }) =>
  `/valuation-report-view?${new URLSearchParams({ fundCode, date }).toString()}`

interface Actions {
  sortOrder: (field: string) => 'ascend' | 'descend' | null
  onConfirm: (row: ValuationTableRow) => Promise<unknown>
  onSend: (row: ValuationTableRow) => void
  onDownload: (row: ValuationTableRow) => void
  /** The row being downloaded (fundCode/date). */
  downloading?: string
}

/** 估值表's columns: the fund, the day, its NAV and net assets, its statuses and actions. */
export function valuationTableColumns(actions: Actions): ColumnType<ValuationTableRow>[] {
  return [
    fundColumn<ValuationTableRow>(280),
    {
      ...dateColumn<ValuationTableRow>({ title: '估值日期', field: 'date', sortable: true }),
      sortOrder: actions.sortOrder('date'),
    },
    navColumn({ title: '单位净值', field: 'unitNav', width: 100 }),
    moneyColumn({ title: '资产净值', field: 'netAssets', width: 150 }),
    statusColumn({ title: '核对状态', field: 'checkStatus', statuses: CHECK_STYLES, width: 90 }),
    statusColumn({ title: '发送状态', field: 'sendStatus', statuses: SEND_STYLES, width: 90 }),
    actionColumn(
      (row) => (
        <CheckSendActions
          preview={{ to: reportViewPath(row), label: '预览' }}
          pending={row.checkStatus === 'pending'}
          confirmTitle="确认已核对该估值表？"
          onConfirm={() => actions.onConfirm(row)}
          onSend={() => actions.onSend(row)}
        >
          <Button
            type="link"
            size="small"
            loading={actions.downloading === row.id}
            onClick={() => actions.onDownload(row)}
          >
            下载
          </Button>
        </CheckSendActions>
      ),
      250,
    ),
  ]
}
