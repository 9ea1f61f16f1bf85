import {
  CheckCircleFilled,
  CloseCircleFilled,
  InboxOutlined,
  PaperClipOutlined,
} from '@ant-design/icons'
import { Button, Progress, Upload } from 'antd'
import { useState, type ReactNode } from 'react'
import type { UploadedFile } from '@contract/api/upload'
import { formatBytes as formatSize } from '@/lib/format'
import { fileProblem, typesLabel } from './file-checks'
import type { FileSender } from '@/lib/http/post-file'
import { useUploads } from './use-uploads'
import './file-upload.css'

const NO_FILES: UploadedFile[] = []
const DEFAULT_ACCEPT = ['pdf', 'jpg', 'jpeg', 'png'] as const

export interface FileUploadProps {
  /** Given by Form.Item: the label points at the file input. */
  id?: string
  /** The files the server accepted (a form field's value). */
  value?: UploadedFile[]
  onChange?: (files: UploadedFile[]) => void
  /** How a file reaches the server, e.g. postFile('/isNotLogin/reg/upload'). */
  send: FileSender
  /** Extensions, lower case without the dot. */
  accept?: readonly string[]
  maxBytes?: number
  /** 1 (the default): a new file replaces the current one. */
  maxCount?: number
  disabled?: boolean
  /** Replaces the default line under the drop area. */
  hint?: ReactNode
}

/**
 * Drag or pick files; each is checked (type, size) before it is sent, shows a progress bar
 * while sending, then the server's verdict: accepted with the size it received, or refused
 * with its reason and 重试.
 */
export function FileUpload({
  id,
  value = NO_FILES,
  onChange,
  send,
  accept = DEFAULT_ACCEPT,
  maxBytes = 10 * 1024 * 1024,
  maxCount = 1,
  disabled,
  hint,
}: FileUploadProps) {
  const { pending, add, retry, cancel, remove } = useUploads({ value, onChange, send, maxCount })
  const [refused, setRefused] = useState<string>()

  const pick = (file: File) => {
    const problem = fileProblem(file, { accept, maxBytes })
    const full = maxCount > 1 && value.length + pending.length >= maxCount
    setRefused(problem ?? (full ? `最多上传 ${maxCount} 个文件` : undefined))
    if (!problem && !full) add(file)
    return Upload.LIST_IGNORE
  }

  const hasFile = value.length + pending.length > 0
  return (
    <div className="file-upload">
      <Upload.Dragger
        id={id}
        accept={accept.map((ext) => `.${ext}`).join(',')}
        multiple={maxCount > 1}
        showUploadList={false}
        beforeUpload={pick}
        disabled={disabled}
        className={hasFile ? 'file-upload__drop file-upload__drop--compact' : 'file-upload__drop'}
      >
        {!hasFile && (
          <p className="file-upload__icon" aria-hidden>
            <InboxOutlined />
          </p>
        )}
        <p className="file-upload__text">
          {hasFile && maxCount === 1 ? '点击或拖拽文件到此处更换' : '点击或拖拽文件到此处上传'}
        </p>
        <p className="file-upload__hint">
          {hint ?? `支持 ${typesLabel(accept)} 格式，单个文件不超过 ${formatSize(maxBytes)}`}
        </p>
      </Upload.Dragger>
      {refused && (
        <div className="file-upload__refused" role="alert">
          {refused}
        </div>
      )}
      {hasFile && (
        <ul className="file-upload__list">
          {value.map((file) => (
            <li key={file.fileId} className="file-upload__item">
              <PaperClipOutlined aria-hidden />
              <span className="file-upload__name">{file.fileName}</span>
              <span className="file-upload__verdict file-upload__verdict--ok">
                <CheckCircleFilled aria-hidden /> 上传成功（{formatSize(file.size)}）
              </span>
              <Button
                color="primary"
                variant="link"
                size="small"
                disabled={disabled}
                aria-label={`删除 ${file.fileName}`}
                onClick={() => remove(file.fileId)}
              >
                删除
              </Button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.uid} className="file-upload__item">
              <PaperClipOutlined aria-hidden />
              <span className="file-upload__name">{item.file.name}</span>
              {item.status === 'uploading' ? (
                <Progress
                  className="file-upload__progress"
                  percent={item.percent}
                  size="small"
                  status="active"
                  aria-label={`${item.file.name} 上传进度`}
                />
              ) : (
                <>
                  <span className="file-upload__verdict file-upload__verdict--error" role="alert">
                    <CloseCircleFilled aria-hidden /> 上传失败：{item.error}
                  </span>
                  <Button
                    color="primary"
                    variant="link"
                    size="small"
                    aria-label={`重试 ${item.file.name}`}
                    onClick={() => retry(item.uid)}
                  >
                    重试
                  </Button>
                </>
              )}
              <Button
                color="primary"
                variant="link"
                size="small"
                aria-label={`${item.status === 'uploading' ? '取消' : '删除'} ${item.file.name}`}
                onClick={() => cancel(item.uid)}
              >
                {item.status === 'uploading' ? '取消' : '删除'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
