import { queryOptions } from '@tanstack/react-query'
import { getData, postData } from '@/lib/http/request'
import type {
  AdminChangeApply,
  ApplicationStatusView,
  ApplySubmitted,
  RegistrationApply,
} from '@contract/api/registration'
import { postFile } from '@/lib/http/post-file'
import { publicKeys } from './keys'

/** POST /isNotLogin/reg/upload (multipart `file`): both forms' documents. */
export const sendDocument = postFile('/isNotLogin/reg/upload')

/** POST /isNotLogin/reg/apply: the page shows the server's verdict itself. */
export const submitRegistration = (body: RegistrationApply) =>
  postData<ApplySubmitted>('/isNotLogin/reg/apply', body, { silent: true, idempotent: true })

/** POST /isNotLogin/mgrChange/apply */
export const submitAdminChange = (body: AdminChangeApply) =>
  postData<ApplySubmitted>('/isNotLogin/mgrChange/apply', body, {
    silent: true,
    idempotent: true,
  })

/** GET /isNotLogin/reg/status?applyNo: a registration's or an administrator change's status. */
export const getApplicationStatus = (applyNo: string) =>
  getData<ApplicationStatusView>('/isNotLogin/reg/status', { params: { applyNo }, silent: true })

export const applicationStatusQuery = (applyNo: string) =>
  queryOptions({
    queryKey: publicKeys.applicationStatus(applyNo),
    queryFn: () => getApplicationStatus(applyNo),
  })
