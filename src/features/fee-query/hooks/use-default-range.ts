import type { FormProps } from 'antd'
import { useEffect } from 'react'
import { dayjs } from '@/lib/dayjs'
import type { TableQuery } from '@/lib/query-state'

/**
 * A date-range filter that is never empty: while the address has none, the form shows
 * `range` (the endpoint call falls back to the same), after 重置 too. Returns the form props
 * to spread instead of the query hook's.
 */
export function useDefaultRange(
  table: { formProps: FormProps; query: TableQuery },
  name: string,
  range: () => [string, string],
): FormProps {
  const { form, initialValues } = table.formProps
  const missing = !table.query.filters[name]
  const filtersKey = JSON.stringify(table.query.filters)
  // After the query hook has set the form from the address (its effect runs first).
  useEffect(() => {
    if (missing)
      form?.setFieldValue(
        name,
        range().map((d) => dayjs(d)),
      )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `range` is a module function
  }, [filtersKey, missing, form, name])
  return missing
    ? {
        ...table.formProps,
        initialValues: { ...initialValues, [name]: range().map((d) => dayjs(d)) },
      }
    : table.formProps
}
