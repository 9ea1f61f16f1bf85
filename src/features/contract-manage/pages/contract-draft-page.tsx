import { useNavigate, useSearchParams } from 'react-router-dom'
import { useSessionUser } from '@/stores/session-store'
import { DraftList } from '../components/draft-list'
import { DraftWizard } from '../components/draft-wizard'
import '../components/contract-manage.css'

/** The address's `draft`: `new`, or the id of the draft being edited. */
const DRAFT = 'draft'
const NEW = 'new'

/**
 * 合同起草 (contract-manage/contract-draft): the drafts (T00042 counts those not yet
 * submitted), and a draft step by step from a template — 选择模板, 产品要素, 费用条款, 合同各方,
 * 复核 — saved at any step and resumed there; 提交 makes it a contract in 合同查询.
 */
export default function ContractDraftPage() {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const managerName = useSessionUser()?.orgName ?? ''
  const draft = params.get(DRAFT)
  const show = (id: string | undefined, replace = false) =>
    setParams(
      (p) => {
        if (id) p.set(DRAFT, id)
        else p.delete(DRAFT)
        return p
      },
      { replace },
    )
  const openContract = (contractId: string) =>
    navigate(`/contract-manage/contract-query?contractId=${encodeURIComponent(contractId)}`)
  if (!draft) return <DraftList onOpen={(id) => show(id ?? NEW)} onOpenContract={openContract} />
  return (
    <DraftWizard
      startId={draft === NEW ? undefined : draft}
      managerName={managerName}
      onSaved={(id) => show(id, true)}
      onExit={() => show(undefined)}
      onOpenContract={openContract}
    />
  )
}
