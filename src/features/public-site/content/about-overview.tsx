import { Link } from 'react-router-dom'
import { ABOUT_SECTIONS } from '@/config/public-nav'

const FIGURES: Array<[value: string, label: string]> = [
  ['3,200+', '托管及外包服务产品（只）'],
  ['600+', '合作私募基金管理人（家）'],
  ['3,000+', '托管及外包服务规模（亿元）'],
  ['T+1', '估值表出具时效'],
]

const ABOUT_LEADS: Record<string, string> = {
  '/qualification': '证券投资基金托管、私募基金服务等业务资格与登记信息。',
  '/trusteeship': '资产保管、资金清算、估值复核、投资监督与信息披露复核。',
  '/outsourcing': '份额登记、估值核算与信息技术系统服务，助力管理人专注投资。',
}

/** 关于我们: who the firm is, its custody and fund-service business in figures, the sections. */
export function AboutOverview() {
  return (
    <>
      <section className="public-panel" aria-labelledby="about-title">
        <h2 id="about-title">公司简介</h2>
        <p>
          本公司是经中国证监会批准设立的综合类证券公司，总部位于山东省济南市。公司于2014年取得证券投资基金托管业务资格，2015年完成私募基金服务机构登记，已形成覆盖资产托管、份额登记、估值核算与信息技术服务的综合基金服务体系。
        </p>
        <p>
          公司资产托管部统筹托管与基金服务业务，坚持“安全、专业、高效、创新”的服务理念，依托证券公司在交易、结算与研究领域的综合优势，为私募基金管理人、公募基金管理人、银行理财子公司等各类资产管理机构提供全生命周期的运营服务。
        </p>
        <p>
          管理人服务平台是公司面向合作管理人打造的一站式线上服务平台，支持产品成立、账户查询、估值核对、数据报送、电子签约、费用查询等业务在线办理，让管理人随时随地掌握产品运营情况。
        </p>
        <ul className="about-figures" aria-label="业务概况">
          {FIGURES.map(([value, label]) => (
            <li key={label}>
              <strong>{value}</strong>
              <span>{label}</span>
            </li>
          ))}
        </ul>
        <p className="public-muted">注：业务数据截至2025年5月末，为演示示例。</p>
      </section>
      <section className="public-panel" aria-labelledby="about-more">
        <h2 id="about-more">了解更多</h2>
        <ul className="about-cards">
          {ABOUT_SECTIONS.map((section) => (
            <li key={section.path}>
              <Link to={section.path} className="about-card">
                <strong>{section.label}</strong>
                <span>{ABOUT_LEADS[section.path]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
