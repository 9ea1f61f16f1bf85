import { Tag } from 'antd'
import type { StatusStyle } from '@/components/query-table/columns'
import { NO_VALUE } from '@/lib/format'
import { FUND_CREATE_STATUS_LABEL, type FundCreateStatus } from '@contract/api/fund-create'
import { DIVIDEND_STATUS_LABEL, type DividendStatus } from '@contract/api/fund-dividends'
import { LIQUIDATION_STATUS_LABEL, type LiquidationStatus } from '@contract/api/fund-liquidation'

/** How each status shows: orange waits on the manager, blue on someone else, green is done. */
type Styles<S extends string> = Readonly<Record<S, StatusStyle>>

const styled = <S extends string>(
  labels: Readonly<Record<S, string>>,
  colors: Readonly<Record<S, StatusStyle['color']>>,
) =>
  Object.fromEntries(
    Object.entries(labels).map(([code, text]) => [code, { text, color: colors[code as S] }]),
  ) as Styles<S>

export const FUND_CREATE_STYLES = styled<FundCreateStatus>(FUND_CREATE_STATUS_LABEL, {
  supplement: 'warning',
  reviewing: 'processing',
  returned: 'error',
  established: 'success',
  withdrawn: 'default',
})

export const LIQUIDATION_STYLES = styled<LiquidationStatus>(LIQUIDATION_STATUS_LABEL, {
  confirming: 'warning',
  liquidating: 'processing',
  done: 'success',
})

export const DIVIDEND_STYLES = styled<DividendStatus>(DIVIDEND_STATUS_LABEL, {
  confirming: 'warning',
  confirmed: 'processing',
  paid: 'success',
})

/** The status filter's choices. */
export const statusOptions = (styles: Styles<string>) =>
  Object.entries(styles).map(([value, { text }]) => ({ value, label: text }))

export function StatusTag({ styles, status }: { styles: Styles<string>; status: string }) {
  const style = styles[status]
  return style ? <Tag color={style.color}>{style.text}</Tag> : <>{status || NO_VALUE}</>
}
