import { ReloadOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Result } from 'antd'
import { useState } from 'react'
import { TipsDialog } from '@/components/tips-dialog'
import { notify } from '@/lib/notify'
import type { DownloadTask } from '@contract/api/download'
import { downloadTaskFile } from '@/api/download/download-tasks'
import { TaskTable } from '../components/task-table'
import { useDeleteTask, useDownloadTasks } from '../hooks/use-download-tasks'
import '../components/downloads.css'

/** 下载中心 (/outline-download): the user's offline exports, their progress, 下载 and 删除. */
export default function OutlineDownloadPage() {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 })
  const query = useDownloadTasks(page.pageNo, page.pageSize)
  const remove = useDeleteTask()
  const [deleting, setDeleting] = useState<DownloadTask>()
  const [downloading, setDownloading] = useState<string>()

  const download = (task: DownloadTask) => {
    if (downloading) return
    setDownloading(task.taskId)
    // A failure has been shown by the client.
    downloadTaskFile(task.taskId, task.fileName)
      .catch(() => undefined)
      .finally(() => setDownloading(undefined))
  }
  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.taskId)
      notify.success('下载任务已删除')
    } catch {
      // The client has shown why.
    } finally {
      setDeleting(undefined)
    }
  }

  const refresh = (
    <Button
      icon={<ReloadOutlined />}
      onClick={() => void query.refetch()}
      loading={query.isFetching}
    >
      刷新
    </Button>
  )
  return (
    <Card title="下载中心" extra={refresh}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="导出超过 5,000 条的数据会在这里生成文件，生成完成后会通过消息提醒您，文件可在此下载。"
      />
      {query.isError && !query.data ? (
        <Result
          status="error"
          title="下载任务加载失败"
          subTitle="暂时无法获取下载任务，请稍后重试。"
          extra={<Button onClick={() => void query.refetch()}>重新加载</Button>}
        />
      ) : (
        <TaskTable
          tasks={query.data?.list}
          total={query.data?.total ?? 0}
          page={page}
          loading={query.isPending}
          downloading={downloading}
          onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
          onDownload={download}
          onDelete={setDeleting}
        />
      )}
      <TipsDialog
        open={Boolean(deleting)}
        content={`确定删除下载任务“${deleting?.fileName ?? ''}”吗？`}
        subContent="删除后文件将无法再下载。"
        okText="删 除"
        onOk={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      />
    </Card>
  )
}
