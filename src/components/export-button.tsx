import { DownloadOutlined } from '@ant-design/icons'
import { Button, message } from 'antd'
import { useNavigate } from 'react-router-dom'
import { useExport } from '@/lib/export/use-export'

export const DOWNLOAD_CENTRE_PATH = '/outline-download'

interface Props {
  /** The server's name for the list (its export registry): 'done-list', … */
  source: string
  /** The list's current query, as its own endpoint takes it; paging is left out. */
  params: Record<string, unknown>
  /** The file's name without .xlsx (the server adds the time). */
  fileName: string
  disabled?: boolean
  children?: string
}

/**
 * 导出 for any list (screens.md "Export"): up to 5,000 rows the .xlsx downloads at once; more
 * become a task of the 下载中心, and a message says so with a way there.
 */
export function ExportButton({ source, params, fileName, disabled, children = '导出' }: Props) {
  const { busy, start } = useExport()
  const navigate = useNavigate()
  const [messageApi, holder] = message.useMessage()

  const run = async () => {
    const result = await start({ source, params, fileName })
    if (result?.kind === 'file') void messageApi.success(`已导出 ${result.fileName}`)
    if (result?.kind !== 'task') return
    const key = `export-${result.taskId}`
    void messageApi.success({
      key,
      duration: 8,
      content: (
        <span>
          <span>{`导出任务已创建，共 ${result.rows.toLocaleString('zh-CN')} 条，可在下载中心查看`}</span>
          <Button
            type="link"
            size="small"
            onClick={() => {
              messageApi.destroy(key)
              void navigate(DOWNLOAD_CENTRE_PATH)
            }}
          >
            前往下载中心
          </Button>
        </span>
      ),
    })
  }

  return (
    <>
      {holder}
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        disabled={disabled}
        // A double click's second click (detail 2) starts nothing, even when the first export
        // has already finished by then (a small one can, on a fast server).
        onClick={(event) => {
          if (event.detail <= 1) void run()
        }}
      >
        {busy ? '导出中' : children}
      </Button>
    </>
  )
}
