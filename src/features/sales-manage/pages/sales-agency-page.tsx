import { Card } from 'antd'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { SalesAgency } from '@contract/api/sales'
import { querySalesAgencies } from '@/api/sales/sales-agencies'
import { agencyColumns } from '../components/agency-columns'
import { AgencyDrawer } from '../components/agency-detail'
import { AGENCY_KIND_OPTIONS, AGENCY_STATUS_OPTIONS } from '../components/agency-statuses'
import '../components/sales.css'

const FIELDS: QueryFieldSpec[] = [
  { name: 'agencyName', kind: 'text', label: '机构名称', placeholder: '名称或代码', max: 50 },
  { name: 'status', kind: 'select', label: '合作状态', options: AGENCY_STATUS_OPTIONS },
  { name: 'kind', kind: 'select', label: '机构类型', options: AGENCY_KIND_OPTIONS },
]
const SORTABLE = ['signDate', 'expireDate', 'holderCount', 'holdingShares']

/** 销售机构: the organisation's agencies, their agreements and what each sells (its drawer). */
export default function SalesAgencyPage() {
  const table = useTableQuery<SalesAgency>({
    name: 'sales-agencies',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: querySalesAgencies,
    rowKey: 'agencyCode',
  })
  const [open, setOpen] = useState<string>()
  const columns = agencyColumns(table.sortOrder, setOpen)
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<SalesAgency>
        title="销售机构"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="sales-agencies"
            params={listParams(table.query, false)}
            fileName="销售机构"
            disabled={!table.result.data?.total || table.result.isError}
          />
        }
      />
      <AgencyDrawer agencyCode={open} onClose={() => setOpen(undefined)} />
    </Card>
  )
}
