interface Licence {
  name: string
  authority: string
  number: string
  since: string
  scope: string
}

const LICENCES: Licence[] = [
  {
    name: '经营证券期货业务许可证',
    authority: '中国证券监督管理委员会',
    number: '流水号 000000012345（示例）',
    since: '2002年',
    scope: '证券经纪、证券投资咨询、证券承销与保荐、证券自营、证券资产管理、证券投资基金托管等。',
  },
  {
    name: '证券投资基金托管业务资格',
    authority: '中国证券监督管理委员会',
    number: '证监许可〔2014〕1086号（示例）',
    since: '2014年',
    scope: '为公开募集及非公开募集证券投资基金、资产管理计划等提供资产托管服务。',
  },
  {
    name: '私募基金服务机构登记（份额登记、估值核算）',
    authority: '中国证券投资基金业协会',
    number: '登记编号 A00031（示例）',
    since: '2015年',
    scope: '为私募投资基金提供份额登记、估值核算服务。',
  },
  {
    name: '私募基金服务机构登记（信息技术系统服务）',
    authority: '中国证券投资基金业协会',
    number: '登记编号 A00031-IT（示例）',
    since: '2016年',
    scope: '为私募基金管理人提供运营服务相关的信息技术系统服务。',
  },
  {
    name: '证券投资基金销售业务资格',
    authority: '中国证券监督管理委员会山东监管局',
    number: '鲁证监许可〔2008〕56号（示例）',
    since: '2008年',
    scope: '代理销售公开募集证券投资基金及其他符合规定的金融产品。',
  },
  {
    name: '中国证券投资基金业协会会员',
    authority: '中国证券投资基金业协会',
    number: '会员代码 T0012（示例）',
    since: '2014年',
    scope: '托管机构特别会员，遵守协会自律规则，接受行业自律管理。',
  },
]

/** 资质: the licences behind the custody and fund-service business. */
export function Qualifications() {
  return (
    <section className="public-panel" aria-labelledby="qualification-title">
      <h2 id="qualification-title">业务资质</h2>
      <p>
        本公司依法取得证券投资基金托管及私募基金服务相关业务资格，相关资质信息可在中国证监会及中国证券投资基金业协会官方网站查询核实。
      </p>
      <ul className="licence-list">
        {LICENCES.map((licence) => (
          <li key={licence.name} className="licence">
            <h3>{licence.name}</h3>
            <dl>
              <dt>批准机构</dt>
              <dd>{licence.authority}</dd>
              <dt>许可文号</dt>
              <dd>{licence.number}</dd>
              <dt>取得时间</dt>
              <dd>{licence.since}</dd>
              <dt>业务范围</dt>
              <dd>{licence.scope}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="public-muted">注：本页所列文号、编号为演示示例，请以监管机构公示信息为准。</p>
    </section>
  )
}
