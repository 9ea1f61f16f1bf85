/** What an upload endpoint answers for a file it accepted (src/components/file-upload). */
export interface UploadedFile {
  fileId: string
  fileName: string
  /** Bytes, as the server received them. */
  size: number
}
