import { FileWordOutlined } from '@ant-design/icons'
import { Card, Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { formatBytes } from '@/lib/format'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { TEMPLATE_CATEGORIES, type ContractTemplate } from '@contract/api/contract-manage'
import { queryTemplates } from '@/api/contract/templates'
import { TemplateDownload } from '../components/template-download'
import '../components/contract-manage.css'
import { fixedColumns } from '../components/fixed-columns'

const SORTABLE = ['updatedAt', 'name']
const CATEGORY_OPTIONS = Object.entries(TEMPLATE_CATEGORIES).map(([value, label]) => ({
  value,
  label,
}))
const CATEGORY_COLOR = {
  contract: 'red',
  custody: 'blue',
  operation: 'purple',
  disclosure: 'cyan',
  investor: 'gold',
} as const

const columns = (sortOrder: (field: string) => 'ascend' | 'descend' | null) => [
  {
    title: '模板名称',
    dataIndex: 'name',
    key: 'name',
    width: 220,
    sorter: true,
    sortOrder: sortOrder('name'),
  },
  {
    title: '分类',
    dataIndex: 'category',
    key: 'category',
    width: 110,
    render: (c: ContractTemplate['category']) => (
      <Tag color={CATEGORY_COLOR[c]}>{TEMPLATE_CATEGORIES[c]}</Tag>
    ),
  },
  { title: '说明', dataIndex: 'remark', key: 'remark', width: 380, ellipsis: true },
  {
    title: '文件',
    dataIndex: 'size',
    key: 'size',
    width: 140,
    render: (size: number, t: ContractTemplate) => (
      <span className="contract-file" title={t.fileName}>
        <FileWordOutlined aria-hidden className="contract-file__icon" />
        Word
        <span className="contract-file__size">{formatBytes(size)}</span>
      </span>
    ),
  } satisfies ColumnType<ContractTemplate>,
  {
    ...dateColumn<ContractTemplate>({ title: '更新日期', field: 'updatedAt', sortable: true }),
    sortOrder: sortOrder('updatedAt'),
  },
  actionColumn<ContractTemplate>((t) => <TemplateDownload template={t} />, 90),
]

const FIELDS: QueryFieldSpec[] = [
  { name: 'category', kind: 'select', label: '模板分类', options: CATEGORY_OPTIONS },
  { name: 'keyWord', kind: 'text', label: '关键字', placeholder: '模板名称、说明或编号', max: 50 },
  { name: 'updatedRange', kind: 'dateRange', label: '更新日期', wide: true },
]

/**
 * 模板中心 (contract-manage/template-center): the templates the global search finds, by
 * category, keyword (name, remark or file code) and update date, newest first; 下载 saves the
 * Word document through /downloadArchive (typeCode 200901).
 */
export default function TemplateCenterPage() {
  const table = useTableQuery<ContractTemplate>({
    name: 'contract-templates',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryTemplates,
    rowKey: 'fileCode',
  })
  const shown = columns(table.sortOrder)
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<ContractTemplate>
        title="模板列表"
        columns={shown}
        tableProps={fixedColumns(table.tableProps, shown)}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
    </Card>
  )
}
