import { badAddressMessage, isEmailAddress } from '@contract/api/valuation-reports'

/** Addresses typed one a line or separated by commas, semicolons, 、 or spaces. */
export const parseAddresses = (text: string | undefined) =>
  (text ?? '').split(/[\s,，;；、]+/).filter(Boolean)

/**
 * An antd rule's validator for an address box: every address well formed (the message names
 * the bad ones, as the server's does), none twice, at most `max`.
 */
export function addressesValidator(options: { required?: string; max: number }) {
  return async (_: unknown, text: string | undefined) => {
    const list = parseAddresses(text)
    if (!list.length) {
      if (options.required) throw new Error(options.required)
      return
    }
    const bad = list.filter((a) => !isEmailAddress(a))
    if (bad.length) throw new Error(badAddressMessage(bad))
    const seen = new Set<string>()
    for (const address of list) {
      if (seen.has(address.toLowerCase())) throw new Error(`邮箱地址重复：${address}`)
      seen.add(address.toLowerCase())
    }
    if (list.length > options.max) throw new Error(`收件人不能超过${options.max}个`)
  }
}
