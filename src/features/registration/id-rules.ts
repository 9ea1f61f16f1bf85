import type { FormInstance, Rule } from 'antd/es/form'
import { ID_CARD } from '@contract/id-types'
import { isIdCard, isOfficerCardNo, isPassportNo, isTravelPermitNo } from '@contract/validators'

/** 证件号码 by 证件类型 (codes of contract/id-types.ts), with what a wrong one lacks. */
const BY_TYPE: Record<string, [check: (v: string) => boolean, message: string]> = {
  [ID_CARD]: [isIdCard, '身份证号码校验失败，请核对（18位，末位可为X）'],
  '1': [isPassportNo, '护照号码为5-17位字母或数字'],
  '2': [isOfficerCardNo, '军官证号为4-20位汉字、字母或数字，如 南字第2015001号'],
  '3': [isTravelPermitNo, '通行证号码为 H/M 加 8 或 10 位数字，台湾居民为 8 位数字'],
}

export const idNoRules = (form: FormInstance): Rule[] => [
  { required: true, whitespace: true, message: '请输入证件号码' },
  {
    validator: (_, value: string | undefined) => {
      const rule = BY_TYPE[form.getFieldValue('idType') as string]
      if (!value || !rule) return Promise.resolve()
      const [check, message] = rule
      if (form.getFieldValue('idType') === ID_CARD && value.length !== 18) {
        return Promise.reject(new Error(`身份证号码应为18位（当前${value.length}位）`))
      }
      return check(value) ? Promise.resolve() : Promise.reject(new Error(message))
    },
  },
]
