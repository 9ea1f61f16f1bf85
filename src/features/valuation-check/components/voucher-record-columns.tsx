import { Button, Popconfirm, Tag, Tooltip } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn } from '@/components/query-table/columns'
import { SEND_RESULT_LABEL, type VoucherSendRecord } from '@contract/api/valuation-reports'

export const RESULTS = {
  success: { text: SEND_RESULT_LABEL.success, color: 'success' },
  failed: { text: SEND_RESULT_LABEL.failed, color: 'error' },
} as const
export const MODES = { auto: '日终自动', manual: '手工发送' } as const

/** 会计凭证发送记录's columns: what went to whom, when, how it ended, and 重发. */
export function voucherRecordColumns(
  resend: (record: VoucherSendRecord) => Promise<unknown>,
): ColumnType<VoucherSendRecord>[] {
  return [
    dateColumn<VoucherSendRecord>({ title: '发送时间', field: 'sentAt', withTime: true }),
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    dateColumn<VoucherSendRecord>({ title: '凭证日期', field: 'voucherDate' }),
    {
      title: '凭证',
      key: 'voucherNos',
      render: (_, r) => (
        <Tooltip
          title={r.voucherNos.join('、') + (r.voucherCount > r.voucherNos.length ? ' 等' : '')}
        >
          <span>{`${r.voucherNos[0] ?? ''}${r.voucherCount > 1 ? ` 等${r.voucherCount}张` : ''}`}</span>
        </Tooltip>
      ),
    },
    {
      title: '收件人',
      key: 'recipients',
      render: (_, r) => (
        <Tooltip title={r.recipients.join('；')}>
          <span>{`${r.recipientTypes}（${r.recipients.length}人）`}</span>
        </Tooltip>
      ),
    },
    {
      title: '结果',
      key: 'result',
      render: (_, r) => (
        <>
          <Tag color={RESULTS[r.result].color}>{RESULTS[r.result].text}</Tag>
          {r.failReason && <span className="valuation-muted">{r.failReason}</span>}
          {r.resendOf && <span className="valuation-muted">重发自 {r.resendOf}</span>}
        </>
      ),
    },
    {
      title: '发送方式',
      dataIndex: 'mode',
      key: 'mode',
      width: 100,
      render: (m: keyof typeof MODES) => MODES[m],
    },
    { title: '发送人', dataIndex: 'sender', key: 'sender', width: 110 },
    actionColumn(
      (r) => (
        <span className="valuation-actions">
          <Popconfirm
            title="将这批凭证按原收件人重新发送？"
            okText="重发"
            onConfirm={() => resend(r)}
          >
            <Button type="link" size="small" danger={r.result === 'failed' && !r.resentBy}>
              重发
            </Button>
          </Popconfirm>
          {r.resentBy && <span className="valuation-muted">已重发</span>}
        </span>
      ),
      130,
    ),
  ]
}
