import { Button, Popconfirm, Tag, Tooltip } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn } from '@/components/query-table/columns'
import { formatDate } from '@/lib/format'
import type { SendKind, SendRecord } from '@contract/api/valuation'
import { fundColumn } from './valuation-fund-column'
import { RESULT_STYLES } from './valuation-statuses'

const DATE_TITLE: Record<SendKind, string> = {
  table: '估值日期',
  nav: '净值日期',
  series: '净值区间',
}

interface Options {
  kind: SendKind
  sortOrder: (field: string) => 'ascend' | 'descend' | null
  onResend: (record: SendRecord) => Promise<unknown>
}

/** A send record's columns: what went, to whom, when, how it went (the reason), 重新发送. */
export function sendColumns({ kind, sortOrder, onResend }: Options): ColumnType<SendRecord>[] {
  const day: ColumnType<SendRecord> =
    kind === 'series'
      ? {
          title: DATE_TITLE.series,
          key: 'date',
          dataIndex: 'date',
          sorter: true,
          sortOrder: sortOrder('date'),
          width: 200,
          render: (_: unknown, r) => (
            <>
              <div>{`${formatDate(r.beginDate)} 至 ${formatDate(r.date)}`}</div>
              <div className="valuation-muted">{`${r.points ?? 0} 个净值`}</div>
            </>
          ),
        }
      : {
          ...dateColumn({ title: DATE_TITLE[kind], field: 'date', sortable: true }),
          sortOrder: sortOrder('date'),
        }
  return [
    fundColumn<SendRecord>(220),
    day,
    {
      title: '收件人',
      dataIndex: 'recipients',
      key: 'recipients',
      width: 180,
      render: (emails: string[]) => (
        <Tooltip title={emails.join('；')}>
          <div className="valuation-emails">{`${emails.length} 人：${emails.join('；')}`}</div>
        </Tooltip>
      ),
    },
    {
      ...dateColumn({ title: '发送时间', field: 'sentAt', withTime: true, sortable: true }),
      sortOrder: sortOrder('sentAt'),
    },
    { title: '发送人', dataIndex: 'sender', key: 'sender', width: 100 },
    {
      title: '结果',
      dataIndex: 'result',
      key: 'result',
      width: 160,
      render: (_: unknown, r) => (
        <>
          <Tag color={RESULT_STYLES[r.result].color}>{RESULT_STYLES[r.result].text}</Tag>
          {r.reason && <div className="valuation-reason">{r.reason}</div>}
          {r.resendOf && <div className="valuation-muted">{`重新发送 ${r.resendOf}`}</div>}
        </>
      ),
    },
    actionColumn(
      (r) => (
        <Popconfirm
          title={`重新发送给 ${r.recipients.length} 个收件人？`}
          okText="重新发送"
          onConfirm={() => onResend(r)}
        >
          <Button type="link" size="small">
            重新发送
          </Button>
        </Popconfirm>
      ),
      100,
    ),
  ]
}
