import { useState } from 'react'
import { notify } from '@/lib/notify'
import type { SignRecord } from '@contract/api/e-signature'
import { downloadSignedFile } from '@/api/esign/sign-records'

/** 下载 of a signed file: which one is on its way, and a message once it is saved. */
export function useDownloadSigned() {
  const [busy, setBusy] = useState<string>()
  const download = async (record: SignRecord) => {
    setBusy(record.docId)
    try {
      await downloadSignedFile(record)
      notify.success(`已下载《${record.title}》`)
    } catch {
      // the client has shown why
    } finally {
      setBusy(undefined)
    }
  }
  return { busy, download }
}
