import { call, postData, seg } from '@/lib/http/request'
import { fileNameFrom, saveFile } from '@/lib/save-file'
import type { NoticeAttachment, NoticeDetail } from '@contract/api/notice'

/** POST /rest/announcement/view?id&userId: the notice; the server marks it read for the user. */
export const viewNotice = (userId: string, id: string) =>
  postData<NoticeDetail>('/rest/announcement/view', undefined, {
    params: { id, userId },
    silent: true,
  })

/** GET /rest/announcement/file/{fileId}: an attachment, fetched with the token and saved. */
export async function downloadNoticeFile({ fileId, fileName }: NoticeAttachment) {
  const response = await call<Blob>({
    url: `/rest/announcement/file/${seg(fileId)}`,
    responseType: 'blob',
    silent: true,
  })
  const disposition = response.headers['content-disposition'] as string | undefined
  saveFile(response.data, fileNameFrom(disposition) ?? fileName)
}
