import type { FormProps } from 'antd'
import { useOnChange } from '@/hooks/use-on-change'
import { dayjs } from '@/lib/dayjs'
import type { TableQuery } from '@/lib/query-state'

/**
 * A date-range filter that is never empty: while the address has none, the form shows
 * `range` (the endpoint call falls back to the same), after 重置 too. Returns the form props
 * to spread instead of the query hook's.
 */
const asDays = (range: [string, string]) => range.map((d) => dayjs(d))

export function useDefaultRange(
  table: { formProps: FormProps; query: TableQuery },
  name: string,
  range: () => [string, string],
): FormProps {
  const { form, initialValues } = table.formProps
  const missing = !table.query.filters[name]
  const filtersKey = JSON.stringify(table.query.filters)
  // After the query hook has set the form from the address (its effect runs first); never
  // again for the same filters: a range chosen since stays.
  useOnChange(filtersKey, () => {
    if (missing) form?.setFieldValue(name, asDays(range()))
  })
  if (!missing) return table.formProps
  return { ...table.formProps, initialValues: { ...initialValues, [name]: asDays(range()) } }
}
