import { CheckCircleFilled } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Button, Table, Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { formatAmount } from '@/lib/format'
import type { VoucherDetail, VoucherLine } from '@contract/api/valuation-reports'
import { voucherQuery } from '@/api/valuation/voucher-api'
import { SEND_STATUSES } from './voucher-columns'

const FIELDS: DetailField<VoucherDetail>[] = [
  { label: '凭证号', field: 'voucherNo' },
  { label: '凭证日期', field: 'date', kind: 'date' },
  { label: '产品', render: (r) => `${r.fundCode} ${r.fundName}`, wide: true },
  { label: '摘要', field: 'summary', wide: true },
  { label: '制单', field: 'maker' },
  {
    label: '发送状态',
    render: (r) => (
      <Tag color={SEND_STATUSES[r.sendStatus].color}>{SEND_STATUSES[r.sendStatus].text}</Tag>
    ),
  },
]
const amount = (v: number) => (v ? formatAmount(v) : '')
const COLUMNS: ColumnType<VoucherLine>[] = [
  { title: '科目代码', dataIndex: 'accountCode', key: 'accountCode', width: 100 },
  { title: '科目名称', dataIndex: 'accountName', key: 'accountName' },
  {
    title: '借方金额',
    dataIndex: 'debit',
    key: 'debit',
    align: 'right',
    className: 'col-number',
    render: amount,
  },
  {
    title: '贷方金额',
    dataIndex: 'credit',
    key: 'credit',
    align: 'right',
    className: 'col-number',
    render: amount,
  },
]

/** A voucher beside the list: its heading fields and its lines, debits and credits totalled. */
export function VoucherDetailDrawer({
  voucherId,
  onClose,
  onSend,
}: {
  voucherId?: string
  onClose: () => void
  onSend: (voucherId: string) => void
}) {
  const detail = useQuery({ ...voucherQuery(voucherId ?? ''), enabled: Boolean(voucherId) })
  const v = detail.data
  const balanced = v && Math.round(v.debitTotal * 100) === Math.round(v.creditTotal * 100)
  return (
    <DetailDrawer
      open={Boolean(voucherId)}
      title={v ? `凭证 ${v.voucherNo}` : '凭证'}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={
        v && (
          <Button type="primary" onClick={() => onSend(v.voucherId)}>
            发送
          </Button>
        )
      }
    >
      {v && (
        <>
          <DetailFields record={v} fields={FIELDS} />
          <h3 className="statement-meta">分录</h3>
          <Table<VoucherLine>
            className="voucher-lines"
            aria-label="凭证分录"
            size="small"
            bordered
            pagination={false}
            rowKey={(line) => `${line.accountCode}-${line.debit ? 'D' : 'C'}`}
            columns={COLUMNS}
            dataSource={v.lines}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  合计
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {formatAmount(v.debitTotal)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {formatAmount(v.creditTotal)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          <div className="statement-check">
            {balanced ? (
              <>
                <CheckCircleFilled style={{ color: 'var(--ant-color-success, #389e0d)' }} />{' '}
                借贷平衡
              </>
            ) : (
              '借贷不平衡，请联系外包服务部核对'
            )}
          </div>
        </>
      )}
    </DetailDrawer>
  )
}
