import { Card, Form, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryField } from '@/lib/query-state'
import type { SalesAgency } from '@contract/api/sales'
import { querySalesAgencies } from '../api/sales-agencies'
import { agencyColumns } from '../components/agency-columns'
import { AgencyDrawer } from '../components/agency-detail'
import { AGENCY_KIND_OPTIONS, AGENCY_STATUS_OPTIONS } from '../components/agency-statuses'
import '../components/sales.css'

const FIELDS: QueryField[] = [
  { name: 'agencyName', kind: 'text' },
  { name: 'status', kind: 'select' },
  { name: 'kind', kind: 'select' },
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
      <QueryForm formProps={table.formProps}>
        <Form.Item name="agencyName" label="机构名称">
          <LimitedInput allowClear max={50} placeholder="名称或代码" />
        </Form.Item>
        <Form.Item name="status" label="合作状态">
          <Select
            aria-label="合作状态"
            allowClear
            placeholder="全部"
            options={AGENCY_STATUS_OPTIONS}
          />
        </Form.Item>
        <Form.Item name="kind" label="机构类型">
          <Select
            aria-label="机构类型"
            allowClear
            placeholder="全部"
            options={AGENCY_KIND_OPTIONS}
          />
        </Form.Item>
      </QueryForm>
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
