import { Button, Empty, Space, Table, type TableColumnsType } from 'antd'
import type { DownloadTask } from '@contract/api/download'
import { formatSize } from './format-size'
import { TaskStatus } from './task-status'

interface Props {
  tasks: DownloadTask[] | undefined
  total: number
  page: { pageNo: number; pageSize: number }
  loading: boolean
  downloading: string | undefined
  onPage: (pageNo: number, pageSize: number) => void
  onDownload: (task: DownloadTask) => void
  onDelete: (task: DownloadTask) => void
}

/** The 下载中心's table: each task, its state, and 下载 / 删除. */
export function TaskTable({ tasks, total, page, loading, downloading, ...on }: Props) {
  const columns: TableColumnsType<DownloadTask> = [
    { title: '文件名', dataIndex: 'fileName', className: 'task-table__file' },
    { title: '数据来源', dataIndex: 'sourceName', width: 150 },
    {
      title: '行数',
      dataIndex: 'rows',
      width: 100,
      align: 'right',
      render: (rows: number) => rows.toLocaleString('zh-CN'),
    },
    { title: '状态', key: 'status', width: 220, render: (_, task) => <TaskStatus task={task} /> },
    {
      title: '大小',
      dataIndex: 'size',
      width: 100,
      align: 'right',
      render: (size: number | undefined, task) =>
        task.status === 'ready' ? formatSize(size) : '—',
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, task) => (
        <Space size={4}>
          {task.status === 'ready' && (
            <Button
              type="link"
              size="small"
              loading={downloading === task.taskId}
              aria-label={`下载 ${task.fileName}`}
              onClick={() => on.onDownload(task)}
            >
              下载
            </Button>
          )}
          <Button
            type="link"
            size="small"
            danger
            aria-label={`删除 ${task.fileName}`}
            onClick={() => on.onDelete(task)}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ]
  return (
    <Table<DownloadTask>
      rowKey="taskId"
      size="middle"
      columns={columns}
      dataSource={tasks}
      loading={loading}
      scroll={{ x: 1000 }}
      locale={{
        emptyText: (
          <Empty description="暂无下载任务，列表页的导出超过 5,000 条时会在这里生成文件" />
        ),
      }}
      pagination={{
        current: page.pageNo,
        pageSize: page.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal: (n) => `共 ${n} 条`,
        onChange: on.onPage,
      }}
    />
  )
}
