import { useSearchParams } from 'react-router-dom'

/** The list page in the address (?page=2), so a reload or a way back keeps it. */
export function usePageParam() {
  const [params, setParams] = useSearchParams()
  const raw = Number(params.get('page'))
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1
  const setPage = (next: number) => {
    setParams((p) => {
      if (next > 1) p.set('page', String(next))
      else p.delete('page')
      return p
    })
    window.scrollTo({ top: 0 })
  }
  return { page, setPage, params, setParams }
}
