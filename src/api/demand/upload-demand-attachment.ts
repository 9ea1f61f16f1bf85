import { postFile } from '@/lib/http/post-file'

/** POST /rest/demand/upload (multipart `file`): `{ fileId, fileName, size }` or the refusal. */
export const uploadDemandAttachment = postFile('/rest/demand/upload')
