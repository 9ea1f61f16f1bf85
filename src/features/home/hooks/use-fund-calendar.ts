import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { beijingToday } from '@contract/beijing-time'
import { dayjs } from '@/lib/dayjs'
import { useSessionUser } from '@/stores/session-store'
import { dailyListQuery, daysRuleTypeQuery, productDatesQuery } from '@/api/fund/fund-calendar'
import { fundStagesQuery } from '@/api/fund/fund-overview'

const today = () => beijingToday()

/** 产品日历's state: the month shown, the fund filter, 仅显示交易日, the chosen day; and its data. */
export function useFundCalendar() {
  const userId = useSessionUser()?.userId
  const orgId = useSessionUser()?.orgId
  const [month, setMonth] = useState(() => today().slice(0, 7))
  const [fundCodes, setFundCodes] = useState<string[]>([])
  const [onlyTrading, setOnlyTrading] = useState(false)
  /** The day the user chose; until then, the next day with events (or today). */
  const [picked, setPicked] = useState<string>()

  const funds = useQuery({ ...fundStagesQuery(userId ?? '', orgId), enabled: Boolean(userId) })
  const dates = useQuery({
    ...productDatesQuery(orgId, month, fundCodes),
    placeholderData: keepPreviousData,
  })
  const days = useQuery({
    ...daysRuleTypeQuery(orgId, month, fundCodes, onlyTrading),
    placeholderData: keepPreviousData,
  })
  const marked = dates.isPlaceholderData ? undefined : dates.data
  const date =
    picked ??
    (marked && (marked.find((d) => d.date >= today())?.date ?? marked[0]?.date ?? undefined))
  const events = useQuery({
    ...dailyListQuery(orgId, date ?? '', fundCodes),
    enabled: Boolean(date),
  })

  const showMonth = (next: string) => {
    setMonth(next)
    setPicked(undefined)
  }
  return {
    month,
    shift: (months: number) =>
      showMonth(dayjs(`${month}-01`).add(months, 'month').format('YYYY-MM')),
    thisMonth: () => showMonth(today().slice(0, 7)),
    fundCodes,
    setFundCodes,
    onlyTrading,
    setOnlyTrading,
    date,
    setDate: setPicked,
    funds,
    dates,
    days,
    events,
    /** The month's grid: loading, failed (with one retry for both calls), or loaded. */
    state: {
      isPending: dates.isPending || days.isPending,
      isError: dates.isError || days.isError,
      refetch: () => Promise.all([dates.refetch(), days.refetch()]),
    },
  }
}

export type FundCalendar = ReturnType<typeof useFundCalendar>
