import { Tooltip } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { MaskedValue } from '@/components/masked-value'
import { moneyColumn, statusColumn } from '@/components/query-table/columns'
import { idTypeLabel } from '@contract/id-types'
import { SIGNER_STATUS_LABEL, type TransferSigner } from '@contract/api/custodian'
import { revealSigner } from '@/api/custodian/transfer-signers'

type Column = ColumnType<TransferSigner>

const STATUSES = {
  pending: { text: SIGNER_STATUS_LABEL.pending, color: 'warning' },
  active: { text: SIGNER_STATUS_LABEL.active, color: 'success' },
  disabled: { text: SIGNER_STATUS_LABEL.disabled, color: 'default' },
  expired: { text: SIGNER_STATUS_LABEL.expired, color: 'error' },
} as const
export const SIGNER_STATUS_OPTIONS = Object.entries(STATUSES).map(([value, s]) => ({
  value,
  label: s.text,
}))

/** 划款授权's columns (the server masks the ID number and mobile); actions come from the page. */
export function signerColumns(actions: Column): Column[] {
  return [
    { title: '姓名', dataIndex: 'name', key: 'name', width: 90 },
    {
      title: '证件',
      key: 'idNo',
      render: (_, s) => (
        <span>
          {idTypeLabel(s.idType)}{' '}
          <MaskedValue
            masked={s.idNo}
            label={`${s.name} 的证件号码`}
            reveal={() => revealSigner(s.signerId, 'idNo')}
          />
        </span>
      ),
    },
    {
      title: '手机号',
      dataIndex: 'mobile',
      key: 'mobile',
      render: (mobile: string, s) => (
        <MaskedValue
          masked={mobile}
          label={`${s.name} 的手机号`}
          reveal={() => revealSigner(s.signerId, 'mobile')}
        />
      ),
    },
    {
      title: '授权产品',
      key: 'fundNames',
      width: 240,
      ellipsis: { showTitle: false },
      render: (_, s): ReactNode => (
        <Tooltip title={s.fundNames.join('、')}>
          <span>
            {s.fundNames.length > 1 ? `${s.fundNames.length} 个产品：` : ''}
            {s.fundNames.join('、')}
          </span>
        </Tooltip>
      ),
    },
    moneyColumn({ title: '单笔限额', field: 'singleLimit' }),
    moneyColumn({ title: '日累计限额', field: 'dailyLimit' }),
    { title: '有效期', key: 'valid', render: (_, s) => `${s.validFrom} 至 ${s.validTo}` },
    statusColumn({ title: '状态', field: 'status', statuses: STATUSES }),
    actions,
  ]
}
