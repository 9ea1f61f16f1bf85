import { File as NodeFile } from 'node:buffer'
import { beforeAll, vi } from 'vitest'

/**
 * jsdom's FormData and File reach fetch as a bare Blob without its name ('blob'): upload tests
 * use node's own, which keep it.
 */
export function useNodeFormData() {
  beforeAll(async () => {
    const nodeForm = await new Response(new URLSearchParams('a=1')).formData()
    vi.stubGlobal('FormData', nodeForm.constructor)
    vi.stubGlobal('File', NodeFile)
  })
}
