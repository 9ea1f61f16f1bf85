import { postData } from '@/lib/http/request'
import type { UserRemark } from '@contract/api'

export { FEEDBACK_TYPE, type FeedbackType, type UserRemark } from '@contract/api'

/**
 * POST /menuRemark/modifyUserRemark with a JSON body: a rating or a complaint. Silent: the
 * caller shows 感谢评价！/评价失败！ or 发布成功！/发布失败！ (portal-spec §8).
 */
export const modifyUserRemark = (remark: UserRemark) =>
  postData<unknown>('/menuRemark/modifyUserRemark', remark, { silent: true })
