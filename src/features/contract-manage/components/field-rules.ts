import type { Rule } from 'antd/es/form'

/** Small helpers of the wizard's fields: options, required and integer-range rules, amounts. */

export const list = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
export const within = (min: number, max: number, message: string): Rule => ({
  validator: (_, v: number | null | undefined) =>
    v === null || v === undefined || (v >= min && v <= max && Number.isInteger(v))
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
})
export const need = (message: string): Rule => ({ required: true, message })
export const amount = (v: number | string | undefined) =>
  `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
