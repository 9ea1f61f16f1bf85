import { ServiceGrid, ServiceSteps, type ServiceBlock } from './service-blocks'

const SERVICES: ServiceBlock[] = [
  {
    title: '资产保管',
    points: [
      '开立并管理托管资金账户与证券账户',
      '独立保管基金财产，与托管人自有资产严格分离',
      '保管基金合同、托管协议等重要文件',
    ],
  },
  {
    title: '资金清算',
    points: ['审核并执行管理人划款指令', '办理证券交易资金清算与交收', '募集结算资金专用账户监督'],
  },
  {
    title: '会计核算与估值复核',
    points: ['独立建账、独立核算', '逐日复核基金资产净值与份额净值', '复核定期报告中的财务数据'],
  },
  {
    title: '投资监督',
    points: [
      '依据基金合同设置投资范围与比例监控',
      '事前指令审核与事后比例监控相结合',
      '发现违规及时提示并报告',
    ],
  },
  {
    title: '信息披露复核',
    points: ['复核净值公告、定期报告', '出具年度托管人报告', '按监管要求报送托管业务数据'],
  },
  {
    title: '增值服务',
    points: ['管理人服务平台一站式线上办理', '产品日历、估值表定时发送', '业绩分析与运营数据服务'],
  },
]

const STEPS: Array<[string, string]> = [
  ['业务洽谈', '了解产品要素，确定托管服务方案'],
  ['签署协议', '签署托管协议及募集账户监督协议，支持电子签约'],
  ['开立账户', '开立托管资金账户、证券账户与募集账户'],
  ['产品成立', '募集资金验资，协助完成产品备案'],
  ['运作服务', '资金清算、估值复核、投资监督、信息披露复核'],
  ['产品清算', '清算报告复核，剩余财产分配与账户注销'],
]

/** 托管服务: what the custodian does for a fund, and how a fund comes to be custodied. */
export function Trusteeship() {
  return (
    <>
      <section className="public-panel" aria-labelledby="trusteeship-title">
        <h2 id="trusteeship-title">托管服务</h2>
        <p>
          本公司为私募证券投资基金、私募股权投资基金、公开募集证券投资基金、证券公司资产管理计划、银行理财产品等提供资产托管服务，依法履行资产保管、资金清算、估值复核、投资监督和信息披露复核等托管人职责，切实保护投资者合法权益。
        </p>
        <ServiceGrid blocks={SERVICES} label="托管服务内容" />
      </section>
      <section className="public-panel" aria-labelledby="trusteeship-steps">
        <h2 id="trusteeship-steps">服务流程</h2>
        <ServiceSteps steps={STEPS} label="托管服务流程" />
      </section>
    </>
  )
}
