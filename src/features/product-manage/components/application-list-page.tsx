import { Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState, type ReactNode } from 'react'
import type { StatusStyle } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/api/product/application-files'
import { useApplicationAction } from '../hooks/use-application-action'
import { ApplicationConfirm, type ConfirmTarget } from './application-confirm'
import { applicationFields, ApplicationToolbar } from './application-query'
import './application.css'

/** What an application list page (产品成立, 产品清算, 产品分红) declares. */
export interface ApplicationListSpec<Row> {
  /** The list's name: its cache, export source and actions. */
  name: string
  rowKey: Extract<keyof Row, string>
  fetchPage: (query: TableQuery) => Promise<PagedList<Row>>
  /** The action 确认 / 撤回 asks for (ApplicationConfirm). */
  act: (id: string) => Promise<unknown>
  styles: Readonly<Record<string, StatusStyle>>
  dateField: string
  dateLabel: string
  /** The table's title, the 新建… button and the export's file name. */
  title: string
  addText: string
  fileName: string
}

/** A page's spec with its query fields, made once (the table query needs them stable). */
export const applicationList = <Row,>(spec: ApplicationListSpec<Row>) => ({
  ...spec,
  fields: applicationFields(spec.styles, spec.dateField, spec.dateLabel),
  sortable: [spec.dateField] as readonly string[],
})

type List<Row> = ReturnType<typeof applicationList<Row>>

/** The list's table query, the record being viewed and the 确认 / 撤回 being asked. */
export function useApplicationList<Row extends object>(list: List<Row>) {
  const table = useTableQuery<Row>(list)
  const [viewing, setViewing] = useState<string>()
  const [asking, setAsking] = useState<ConfirmTarget>()
  const action = useApplicationAction(list.name, list.act)
  return { list, table, viewing, setViewing, asking, setAsking, action }
}

interface Props<Row extends object> {
  state: ReturnType<typeof useApplicationList<Row>>
  columns: ColumnType<Row>[]
  onAdd: () => void
  /** The detail drawer and the form. */
  children: ReactNode
}

/** The page: filters, the table with 新建… and 导出, the drawer and form, and the confirm. */
export function ApplicationListPage<Row extends object>(props: Props<Row>) {
  const { list, table, asking, setAsking, action } = props.state
  return (
    <Card variant="borderless">
      <QueryForm formProps={table.formProps} fields={list.fields} />
      <QueryTable<Row>
        title={list.title}
        columns={props.columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ApplicationToolbar
            addText={list.addText}
            onAdd={props.onAdd}
            source={list.name}
            params={listParams(table.query, list.dateField)}
            fileName={list.fileName}
            total={table.result.data?.total}
          />
        }
      />
      {props.children}
      <ApplicationConfirm
        target={asking}
        onConfirm={(id) => action.mutateAsync(id)}
        onClose={() => setAsking(undefined)}
      />
    </Card>
  )
}
