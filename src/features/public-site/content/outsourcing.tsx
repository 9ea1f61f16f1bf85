import { ServiceGrid, ServiceSteps, type ServiceBlock } from './service-blocks'

const SERVICES: ServiceBlock[] = [
  {
    title: '份额登记',
    points: [
      '投资者开户与资料管理、适当性信息登记',
      '认购、申购、赎回等交易申请的确认与份额登记',
      '分红派息、份额转让、非交易过户',
      '投资者对账单与交易确认单发送',
    ],
  },
  {
    title: '估值核算',
    points: [
      '按日或按约定频率进行估值，计算份额净值',
      '独立会计核算，出具估值表与财务报表',
      '估值表、净值表定时邮件发送',
      '业绩报酬计提与费用核算',
    ],
  },
  {
    title: '信息技术系统服务',
    points: [
      '管理人服务平台：产品运营业务线上办理',
      '电子签约：基金合同与托管协议在线签署',
      '数据报送：定期报告与监管报表在线报送',
      '投资者服务：开户审核与份额查询',
    ],
  },
]

const STRENGTHS: Array<[string, string]> = [
  ['运营专业', '独立的运营团队与严格的复核机制，估值表T+1出具'],
  ['系统稳定', '同城灾备与年度切换演练，保障业务连续性'],
  ['安全合规', '通过年度内部控制鉴证，严格落实信息安全与数据隔离'],
  ['服务高效', '专属服务团队与服务热线，线上线下协同响应'],
]

/** 外包服务: transfer agency, valuation and IT services for private funds. */
export function Outsourcing() {
  return (
    <>
      <section className="public-panel" aria-labelledby="outsourcing-title">
        <h2 id="outsourcing-title">外包服务</h2>
        <p>
          本公司已在中国证券投资基金业协会完成私募基金服务机构登记，为私募基金管理人提供份额登记、估值核算及信息技术系统服务，帮助管理人降低运营成本、控制运营风险，专注于投资管理。
        </p>
        <ServiceGrid blocks={SERVICES} label="外包服务内容" />
      </section>
      <section className="public-panel" aria-labelledby="outsourcing-strengths">
        <h2 id="outsourcing-strengths">服务优势</h2>
        <ServiceSteps steps={STRENGTHS} label="外包服务优势" />
      </section>
    </>
  )
}
