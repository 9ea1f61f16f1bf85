import { useState } from 'react'
import { env } from '@/config/env'
import { HOTLINE } from '@contract/limits'
import { AccountQueryForm, type QueryOutcome } from '../components/account-query-form'
import { AccountResults } from '../components/account-results'
import { PublicPage } from '../components/public-page'

/** /account-query: check that an account is a fund's real raising (募集) account. */
export default function AccountQueryPage() {
  const [outcome, setOutcome] = useState<QueryOutcome>()
  return (
    <PublicPage
      title="募集账户查询"
      lead="认购、申购私募基金前，请核实资金划入的是经本公司监督的募集账户，谨防诈骗。"
    >
      <div className="query-layout">
        <section className="public-panel" aria-label="查询条件">
          <AccountQueryForm onOutcome={setOutcome} />
          {env.demo && (
            <p className="public-muted" style={{ marginTop: 16 }}>
              演示账号：37050161270100001234（3 个产品）、531902345610808（已销户）
            </p>
          )}
          <div aria-live="polite">{outcome && <AccountResults outcome={outcome} />}</div>
        </section>
        <aside className="public-panel query-tips" aria-labelledby="tips-title">
          <h2 id="tips-title">温馨提示</h2>
          <ol>
            <li>
              募集账户是私募基金募集期间归集投资者认购、申购资金的专用账户，由本公司实施监督。
            </li>
            <li>请向基金合同、认购确认书中载明且经本页查询核实的募集账户转账。</li>
            <li>本公司及合作管理人不会通过个人账户收取任何投资款项。</li>
            <li>如查询结果与您掌握的信息不一致，请暂停转账并致电服务热线 {HOTLINE}。</li>
          </ol>
        </aside>
      </div>
    </PublicPage>
  )
}
