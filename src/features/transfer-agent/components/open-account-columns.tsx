import { Button, Space, Typography } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import { RISK_LEVEL_LABEL, type OpenAccountRow } from '@contract/api/transfer-agent'
import { OPEN_ACCOUNT_STATUSES } from './ta-labels'

interface Actions {
  onApprove: (row: OpenAccountRow) => void
  onReturn: (row: OpenAccountRow) => void
}

/** 投资者开户's columns: 通过 and 退回 on a 待审核 row, the result on a handled one. */
export function openAccountColumns({ onApprove, onReturn }: Actions): ColumnType<OpenAccountRow>[] {
  return [
    { title: '申请编号', dataIndex: 'applyId', key: 'applyId', width: 100 },
    {
      title: '投资者名称',
      dataIndex: 'investorName',
      key: 'investorName',
      width: 180,
      ellipsis: true,
    },
    { title: '类型', dataIndex: 'kind', key: 'kind', width: 70 },
    { title: '证件号码', dataIndex: 'certNo', key: 'certNo' },
    {
      title: '风险等级',
      dataIndex: 'riskLevel',
      key: 'riskLevel',
      width: 110,
      render: (v: OpenAccountRow['riskLevel']) => RISK_LEVEL_LABEL[v],
    },
    dateColumn({ title: '申请时间', field: 'applyTime', withTime: true }),
    statusColumn({ title: '状态', field: 'status', statuses: OPEN_ACCOUNT_STATUSES }),
    {
      title: '处理结果',
      key: 'result',
      render: (_, r) =>
        r.status === 'approved' ? (
          `基金账号 ${r.taAccount ?? ''}`
        ) : r.status === 'returned' ? (
          <Typography.Text type="danger">{r.reason}</Typography.Text>
        ) : (
          '—'
        ),
    },
    { title: '销售渠道', dataIndex: 'channelName', key: 'channelName', width: 200, ellipsis: true },
    actionColumn(
      (row) =>
        row.status === 'pending' ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onApprove(row)}>
              通过
            </Button>
            <Button type="link" size="small" danger onClick={() => onReturn(row)}>
              退回
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">
            {row.handler ? `${row.handler} 已处理` : '已处理'}
          </Typography.Text>
        ),
      130,
    ),
  ]
}
