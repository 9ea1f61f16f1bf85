import { useCallback, useRef, useState } from 'react'

/** A rule returns the message when the value is not acceptable. */
export type Rule = (value: string) => string | undefined

export const required =
  (message: string): Rule =>
  (v) =>
    v.trim() ? undefined : message
export const maxLength =
  (max: number, message: string): Rule =>
  (v) =>
    v.length > max ? message : undefined
export const matches =
  (pattern: RegExp, message: string): Rule =>
  (v) =>
    !v.trim() || pattern.test(v.trim()) ? undefined : message

/**
 * Field values and their first failing rule's message, checked on blur and on submit; the
 * values are never cleared by a failed check or a failed submission.
 */
export function useFormRules<K extends string>(rules: Record<K, Rule[]>) {
  const names = Object.keys(rules) as K[]
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((n) => [n, ''])) as Record<K, string>,
  )
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({})
  // Checks run from event handlers, right after a change: read what was typed, not a render's copy.
  const latest = useRef(values)

  const messageOf = useCallback(
    (name: K, value: string) => rules[name].map((rule) => rule(value)).find(Boolean),
    [rules],
  )
  const change = (name: K, value: string) => {
    latest.current = { ...latest.current, [name]: value }
    setValues(latest.current)
    if (errors[name]) setErrors((e) => ({ ...e, [name]: messageOf(name, value) }))
  }
  const check = (only: K[] = names) => {
    const found = Object.fromEntries(only.map((n) => [n, messageOf(n, latest.current[n])]))
    setErrors((e) => ({ ...e, ...found }))
    return only.every((n) => !found[n])
  }
  const setError = (name: K, message: string | undefined) =>
    setErrors((e) => ({ ...e, [name]: message }))
  return { values, errors, change, check, setError, blur: (name: K) => check([name]) }
}
