import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import {
  actionColumn,
  dateColumn,
  moneyColumn,
  statusColumn,
} from '@/components/query-table/columns'
import type { SalesAgency } from '@contract/api/sales'
import { AGENCY_STATUSES } from './agency-statuses'

type SortOrder = (field: string) => 'ascend' | 'descend' | null

/** 销售机构's columns: agreement, contact and what it sells; 详情 opens the drawer. */
export function agencyColumns(
  sortOrder: SortOrder,
  open: (agencyCode: string) => void,
): ColumnType<SalesAgency>[] {
  const sorted = (column: ColumnType<SalesAgency>, field: string) => ({
    ...column,
    sortOrder: sortOrder(field),
  })
  return [
    { title: '机构名称', dataIndex: 'agencyName', key: 'agencyName' },
    { title: '机构类型', dataIndex: 'kind', key: 'kind' },
    statusColumn({ title: '合作状态', field: 'status', statuses: AGENCY_STATUSES }),
    { title: '协议编号', dataIndex: 'agreementNo', key: 'agreementNo' },
    sorted(dateColumn({ title: '签署日期', field: 'signDate', sortable: true }), 'signDate'),
    sorted(dateColumn({ title: '到期日期', field: 'expireDate', sortable: true }), 'expireDate'),
    { title: '联系人', dataIndex: 'contactName', key: 'contactName' },
    { title: '联系电话', dataIndex: 'contactPhone', key: 'contactPhone' },
    { title: '代销产品', dataIndex: 'fundCount', key: 'fundCount', align: 'right' },
    sorted(
      {
        title: '持有人数',
        dataIndex: 'holderCount',
        key: 'holderCount',
        align: 'right',
        sorter: true,
      },
      'holderCount',
    ),
    sorted(
      moneyColumn({ title: '保有份额', field: 'holdingShares', sortable: true }),
      'holdingShares',
    ),
    actionColumn(
      (row) => (
        <Button type="link" size="small" onClick={() => open(row.agencyCode)}>
          详情
        </Button>
      ),
      80,
    ),
  ]
}
