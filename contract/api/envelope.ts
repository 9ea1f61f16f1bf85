/** The backend's response envelope: status 'success' on success, data, msg. */
export interface Envelope<T> {
  status: string
  data: T
  msg?: string
  message?: string
}

export const SUCCESS = 'success'
