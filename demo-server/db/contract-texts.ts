import type { DocBlock } from '../docx/docx-writer'

/*
 * The text of a fund contract, as 模板中心's template (blanks to fill in) or as 合同查询's
 * drafted contract (the draft's elements, fees and parties written in). Chapters follow the
 * industry's model contract for 契约型私募基金, shortened for the demo.
 */

/** Where a value is to be written in by hand. */
export const BLANK = '【　　　　　　】'

/** The values a drafted contract writes in (texts already formatted). */
export interface ContractFill {
  fundName: string
  fundType: string
  strategy: string
  riskLevel: string
  duration: string
  minSubscription: string
  openDays: string
  lockup: string
  managerName: string
  custodianName: string
  outsourcing: string
  investors: string
  /** 管理费率 … 业绩报酬计提基准, formatted with their units. */
  fees: Readonly<Record<string, string>>
}

const FEE_LINES = [
  ['管理费', 'managementRate', '按前一日基金资产净值计提，逐日累计，按季支付'],
  ['托管费', 'custodyRate', '按前一日基金资产净值计提，逐日累计，按季支付'],
  ['外包服务费', 'outsourcingRate', '按前一日基金资产净值计提，逐日累计，按季支付'],
  ['认购费', 'subscriptionRate', '按认购金额收取，归销售机构所有'],
  ['赎回费', 'redemptionRate', '按赎回金额收取，不低于25%归入基金财产'],
] as const

const INVESTING: Readonly<Record<string, string>> = {
  私募证券投资基金:
    '本基金投资于境内证券交易所上市交易的股票、债券、证券投资基金、期货及期权等金融工具，以及银行存款、货币市场工具。',
  私募股权投资基金:
    '本基金主要投资于未上市企业股权，以及上市公司非公开发行或交易的股票，闲置资金可投资于银行存款与货币市场基金。',
  期货和衍生品基金:
    '本基金主要投资于商品期货、金融期货、期权及其他衍生品，保证金占用比例不超过基金资产净值的80%。',
  私募资产配置基金:
    '本基金主要投资于已备案的私募基金、公募基金等资产管理产品，投资于单只子基金的比例不超过基金资产净值的25%。',
}

/** The chapters of a fund contract; without `fill`, a template with blanks. */
export function fundContractBlocks(fundType: string, fill?: ContractFill): DocBlock[] {
  const v = (text: string | undefined) => (fill ? (text ?? BLANK) : BLANK)
  const fee = (key: string) => v(fill?.fees[key])
  return [
    {
      kind: 'note',
      text: fill ? '合同草稿（依据合同起草内容生成）' : '合同范本（填写【】处内容）',
    },
    { kind: 'heading', text: '第一章　前言' },
    {
      kind: 'paragraph',
      text: `为规范${fundType}的运作，明确基金合同当事人的权利义务，依据《中华人民共和国证券投资基金法》《私募投资基金监督管理条例》等法律法规，订立本合同。`,
    },
    { kind: 'heading', text: '第二章　基金的基本情况' },
    {
      kind: 'table',
      rows: [
        ['要素', '约定'],
        ['基金名称', v(fill?.fundName)],
        ['基金类型', fill ? fill.fundType : fundType],
        ['投资策略', v(fill?.strategy)],
        ['风险等级', v(fill?.riskLevel)],
        ['存续期限', v(fill?.duration)],
        ['最低认购金额', v(fill?.minSubscription)],
        ['开放日', v(fill?.openDays)],
        ['锁定期', v(fill?.lockup)],
      ],
    },
    { kind: 'heading', text: '第三章　基金的投资' },
    { kind: 'paragraph', text: INVESTING[fundType] ?? INVESTING['私募证券投资基金']! },
    { kind: 'heading', text: '第四章　当事人及权利义务' },
    {
      kind: 'table',
      rows: [
        ['当事人', '名称'],
        ['基金管理人', v(fill?.managerName)],
        ['基金托管人', v(fill?.custodianName)],
        ['外包服务机构', v(fill?.outsourcing)],
        ['基金投资者', v(fill?.investors)],
      ],
    },
    {
      kind: 'paragraph',
      text: '基金管理人依法募集资金、管理基金财产；基金托管人安全保管基金财产、复核基金净值并监督投资运作；投资者按约定享有基金收益并承担投资风险。',
    },
    { kind: 'heading', text: '第五章　基金的费用' },
    {
      kind: 'table',
      rows: [
        ['费用', '费率', '计提与支付'],
        ...FEE_LINES.map(([label, key, how]) => [label, fee(key), how]),
      ],
    },
    { kind: 'heading', text: '第六章　业绩报酬' },
    {
      kind: 'paragraph',
      text: `基金管理人在投资者赎回、基金分红或清算时，对年化收益率超过业绩报酬计提基准${fee('hurdleRate')}的部分，按${fee('performanceRate')}的比例计提业绩报酬。`,
    },
    { kind: 'heading', text: '第七章　合同的变更与终止' },
    {
      kind: 'paragraph',
      text: '本合同的变更须经基金管理人、基金托管人协商一致并按约定征得投资者同意，变更后的条款报中国证券投资基金业协会备案。',
    },
    { kind: 'heading', text: '第八章　签署' },
    {
      kind: 'table',
      rows: [
        ['当事人', '签章', '日期'],
        ['基金管理人', '', ''],
        ['基金托管人', '', ''],
        ['基金投资者', '', ''],
      ],
    },
    { kind: 'note', text: '本文件由管理人服务平台演示环境生成，仅供测试与演示。' },
  ]
}
