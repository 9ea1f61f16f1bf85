import { useNavigate } from 'react-router-dom'
import { useTabsStore } from '@/stores/tabs-store'

export const FUND_LIST_PATH = '/product-manage/fund-query'

/** Back to 产品查询 as it was left: its tab's query (filters, page, sort) comes along. */
export function useBackToFundList() {
  const navigate = useNavigate()
  return () => {
    const view = useTabsStore.getState().views.find((v) => v.path === FUND_LIST_PATH)
    void navigate(`${FUND_LIST_PATH}${view?.search ?? ''}`)
  }
}
