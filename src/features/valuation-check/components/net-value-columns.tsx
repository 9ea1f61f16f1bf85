import type { ColumnType } from 'antd/es/table'
import {
  actionColumn,
  dateColumn,
  navColumn,
  percentColumn,
  statusColumn,
} from '@/components/query-table/columns'
import type { NavRow } from '@contract/api/valuation'
import { CheckSendActions } from './check-send-actions'
import { fundColumn } from './valuation-fund-column'
import { CHECK_STYLES, NOTICE_STYLES, SEND_STYLES } from './valuation-statuses'

export const noticeViewPath = ({ fundCode, date }: { fundCode: string; date: string }) =>
  `/net-asset-value-view?${new URLSearchParams({ fundCode, date }).toString()}`

interface Actions {
  sortOrder: (field: string) => 'ascend' | 'descend' | null
  onConfirm: (row: NavRow) => Promise<unknown>
  onSend: (row: NavRow) => void
}

/** 净值's columns: the day's unit and accumulated NAV, its change (red up, green down), statuses. */
export function netValueColumns(actions: Actions): ColumnType<NavRow>[] {
  return [
    fundColumn<NavRow>(250),
    {
      ...dateColumn<NavRow>({ title: '净值日期', field: 'date', sortable: true }),
      sortOrder: actions.sortOrder('date'),
    },
    navColumn({ title: '单位净值', field: 'unitNav', width: 96 }),
    navColumn({ title: '累计单位净值', field: 'accumNav', width: 110 }),
    percentColumn({ title: '日涨跌幅', field: 'dailyChange', width: 96 }),
    statusColumn({ title: '核对状态', field: 'checkStatus', statuses: CHECK_STYLES, width: 88 }),
    statusColumn({ title: '公告状态', field: 'noticeStatus', statuses: NOTICE_STYLES, width: 88 }),
    statusColumn({ title: '发送状态', field: 'sendStatus', statuses: SEND_STYLES, width: 88 }),
    actionColumn(
      (row) => (
        <CheckSendActions
          preview={{ to: noticeViewPath(row), label: '公告预览' }}
          pending={row.checkStatus === 'pending'}
          confirmTitle="确认已核对该日净值？"
          onConfirm={() => actions.onConfirm(row)}
          onSend={() => actions.onSend(row)}
        />
      ),
      200,
    ),
  ]
}
