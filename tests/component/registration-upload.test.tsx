import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Form } from 'antd'
import { describe, expect, test, vi } from 'vitest'
import { AntdProviders } from '@/components/antd-providers'
import { FileUpload, type FileUploadProps } from '@/components/file-upload/file-upload'
import { postFile, type FileSender, type SendOptions } from '@/lib/http/post-file'
import { ApiError } from '@/lib/http/api-error'
import type { UploadedFile } from '@contract/api/upload'
import { pdf, useNodeUploads } from './registration-helpers'

useNodeUploads()

/** The generic upload (src/components/file-upload) as the registration forms use it. */

function renderUpload(props: Partial<FileUploadProps> & { send: FileSender }) {
  const changes: UploadedFile[][] = []
  render(
    <AntdProviders>
      <Form>
        <Form.Item name="doc" label="营业执照">
          <FileUpload {...props} onChange={(files) => changes.push(files)} />
        </Form.Item>
      </Form>
    </AntdProviders>,
  )
  // The picker's input is replaced after each pick: find it each time.
  const pick = (...files: File[]) =>
    fireEvent.change(screen.getByLabelText('营业执照'), { target: { files } })
  return { changes, pick }
}

/** A sender the test answers by hand. */
function manualSender() {
  const calls: Array<{
    file: File
    options: SendOptions
    resolve: (f: UploadedFile) => void
    reject: (e: unknown) => void
  }> = []
  const send: FileSender = (file, options) =>
    new Promise((resolve, reject) => calls.push({ file, options, resolve, reject }))
  return { send, calls }
}

const received = (name: string, size = 8): UploadedFile => ({
  fileId: `F-${name}`,
  fileName: name,
  size,
})

describe('FileUpload', { timeout: 30_000 }, () => {
  test('a file of another type is refused before sending, with a clear message', () => {
    const send = vi.fn<FileSender>()
    const { pick } = renderUpload({ send })
    pick(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      '「setup.exe」格式不支持，仅支持 PDF、JPG、PNG 格式的文件',
    )
    expect(send).not.toHaveBeenCalled()
  })

  test('too large and empty files are refused before sending', async () => {
    const send = vi.fn<FileSender>()
    const { pick } = renderUpload({ send, maxBytes: 10 * 1024 * 1024 })
    const big = pdf('big.pdf')
    Object.defineProperty(big, 'size', { value: 12.5 * 1024 * 1024 })
    pick(big)
    expect(screen.getByRole('alert')).toHaveTextContent(
      '「big.pdf」大小为 12.5 MB，超过 10 MB 的上限',
    )
    pick(new File([], 'empty.png', { type: 'image/png' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('「empty.png」是空文件，请重新选择'),
    )
    expect(send).not.toHaveBeenCalled()
  })

  test('a progress bar while sending, then the server’s verdict and the form’s value', async () => {
    const { send, calls } = manualSender()
    const { pick, changes } = renderUpload({ send })
    pick(pdf('营业执照.pdf'))
    await waitFor(() => expect(calls).toHaveLength(1))
    calls[0]?.options.onProgress(40)
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'),
    )
    // The bytes are all sent, the answer not yet in: not 100 % until the server has spoken.
    calls[0]?.options.onProgress(100)
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99'),
    )
    calls[0]?.resolve(received('营业执照.pdf', 48))
    await screen.findByText(/上传成功（48 B）/)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(changes.at(-1)).toEqual([received('营业执照.pdf', 48)])
  })

  test('a refused upload shows why, and 重试 sends the same file again', async () => {
    const { send, calls } = manualSender()
    const { pick, changes } = renderUpload({ send })
    const file = pdf('营业执照.pdf')
    pick(file)
    await waitFor(() => expect(calls).toHaveLength(1))
    calls[0]?.reject(new ApiError('http', '服务异常（500），请稍后再试', 500))
    await screen.findByText('上传失败：服务异常（500），请稍后再试')
    expect(changes).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: '重试 营业执照.pdf' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]?.file).toBe(file)
    calls[1]?.resolve(received('营业执照.pdf'))
    await screen.findByText(/上传成功/)
    expect(screen.queryByText(/上传失败/)).not.toBeInTheDocument()
  })

  test('a new file replaces the current one; 删除 empties the value', async () => {
    const { send, calls } = manualSender()
    const { pick, changes } = renderUpload({ send })
    pick(pdf('a.pdf'))
    await waitFor(() => expect(calls).toHaveLength(1))
    calls[0]?.resolve(received('a.pdf'))
    await screen.findByText('a.pdf')
    pick(pdf('b.pdf'))
    await waitFor(() => expect(calls).toHaveLength(2))
    calls[1]?.resolve(received('b.pdf'))
    await screen.findByText('b.pdf')
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument()
    expect(changes.at(-1)).toEqual([received('b.pdf')])
    fireEvent.click(screen.getByRole('button', { name: '删除 b.pdf' }))
    expect(changes.at(-1)).toEqual([])
  })

  test('取消 stops a file being sent', async () => {
    const { send, calls } = manualSender()
    const { pick } = renderUpload({ send })
    pick(pdf('a.pdf'))
    await waitFor(() => expect(calls).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: '取消 a.pdf' }))
    expect(calls[0]?.options.signal.aborted).toBe(true)
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument()
  })

  test('with several allowed, each file has its own verdict', async () => {
    const { send, calls } = manualSender()
    const { pick, changes } = renderUpload({ send, maxCount: 3 })
    pick(pdf('a.pdf'), pdf('b.pdf'))
    await waitFor(() => expect(calls).toHaveLength(2))
    calls[0]?.resolve(received('a.pdf'))
    calls[1]?.reject(new ApiError('business', '文件内容不是有效的PDF，请检查后重新上传'))
    await screen.findByText(/上传成功/)
    await screen.findByText('上传失败：文件内容不是有效的PDF，请检查后重新上传')
    expect(changes.at(-1)).toEqual([received('a.pdf')])
  })

  test('through the demo server: its verdict on a file that only claims to be a PDF', async () => {
    const { pick } = renderUpload({ send: postFile('/isNotLogin/reg/upload') })
    pick(pdf('fake.pdf', [0x4d, 0x5a, 0x90, 0x00]))
    await screen.findByText('上传失败：文件内容不是有效的PDF，请检查后重新上传')
    pick(pdf('real.pdf'))
    await screen.findByText(/上传成功（8 B）/)
  })
})
