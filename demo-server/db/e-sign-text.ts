import type { SignDocType } from '@contract/api/e-signature'

/*
 * The text of the documents to sign, page by page: the same pages are shown in the signing
 * view (as HTML) and written into the signed PDF. {fund}, {code} and {org} stand for the
 * fund's name, its code and the organisation's name. A template's pages are fixed, so a
 * document's page count never depends on the names put in.
 */

/** A heading and its paragraphs (an empty heading: paragraphs only). */
export type Clause = readonly [heading: string, ...paragraphs: string[]]

interface Template {
  pages: readonly (readonly Clause[])[]
  /** The parties' lines at the foot of the last page, where the seal goes. */
  parties: readonly string[]
}

const BOTH = ['甲方（基金管理人）：{org}（盖章）', '乙方（基金托管人）：资产托管部（盖章）']

const TEMPLATES: Readonly<Record<SignDocType, Template>> = {
  contract: {
    pages: [
      [
        [
          '第一章 前言',
          '为规范{fund}（以下简称“本基金”）的运作，明确基金合同当事人的权利义务，依照《中华人民共和国证券投资基金法》《私募投资基金监督管理暂行办法》等法律法规，订立本合同。',
          '本合同是约定基金合同当事人之间权利义务关系的基本法律文件，其他与本基金相关的涉及当事人权利义务的文件，均以本合同为准。',
        ],
        [
          '第二章 释义',
          '基金管理人：指{org}。',
          '基金托管人：指资产托管部所属托管银行。',
          '基金份额持有人：指依法取得并持有本基金份额的合格投资者。',
        ],
        [
          '第三章 基金的基本情况',
          '基金名称：{fund}；基金代码：{code}。',
          '运作方式：契约型、开放式，存续期限自基金成立之日起计算。',
        ],
      ],
      [
        [
          '第四章 基金份额的募集',
          '本基金通过基金管理人直销或委托具有基金销售资格的机构代销，向合格投资者非公开募集。',
          '募集期内的认购款项存放于募集结算资金专用账户，基金成立前任何机构和个人不得动用。',
          '合格投资者的单笔认购金额不得低于人民币100万元。',
        ],
        [
          '第五章 基金的投资',
          '投资目标：在严格控制风险的前提下，追求基金财产的长期稳定增值。',
          '投资范围：境内依法发行上市的股票、债券、证券投资基金、期货及期权合约、银行存款等。',
          '投资限制：本基金投资于单一资产的比例不得超过基金资产净值的25%。',
        ],
      ],
      [
        [
          '第六章 基金的财产',
          '基金财产独立于基金管理人、基金托管人的固有财产，不得归入其固有财产。',
          '基金托管人为本基金开立托管账户，基金财产的一切资金往来均通过托管账户办理。',
        ],
        [
          '第七章 基金的费用与税收',
          '基金管理费按前一日基金资产净值的1.50%年费率计提，按季支付。',
          '基金托管费按前一日基金资产净值的0.05%年费率计提，按季支付。',
        ],
        [
          '第八章 信息披露',
          '基金管理人按照约定向投资者披露基金净值、定期报告及重大事项临时报告，基金托管人对净值及定期报告进行复核。',
        ],
      ],
      [
        [
          '第九章 争议的处理',
          '因本合同产生的或与之相关的争议，各方应协商解决；协商不成的，任何一方均有权提交济南仲裁委员会仲裁。',
        ],
        [
          '第十章 合同的生效',
          '本合同经基金管理人、基金托管人加盖公章或合同专用章，并经投资者签署后成立，自基金成立之日起生效。',
          '本合同以电子签名方式签署，电子签名与手写签名或盖章具有同等法律效力。',
        ],
      ],
    ],
    parties: BOTH,
  },
  supplement: {
    pages: [
      [
        [
          '',
          '鉴于{org}（以下简称“管理人”）与基金托管人已就{fund}（基金代码：{code}）签订《基金合同》，经各方协商一致，现就基金合同有关条款的变更签订本补充协议。',
        ],
        [
          '第一条 变更事项',
          '基金管理费年费率由1.50%调整为1.20%，自本协议生效之日起执行。',
          '投资范围增加“国债期货合约”，投资比例不超过基金资产净值的20%。',
        ],
        [
          '第二条 投资者权益保障',
          '管理人应在本协议生效前告知投资者；投资者不同意变更的，可在临时开放日赎回基金份额。',
        ],
      ],
      [
        [
          '第三条 其他',
          '本补充协议是基金合同不可分割的组成部分，与基金合同具有同等法律效力；本协议未约定的事项，以基金合同为准。',
          '本补充协议自各方盖章之日起生效，以电子签名方式签署。',
        ],
      ],
    ],
    parties: BOTH,
  },
  custody: {
    pages: [
      [
        [
          '第一条 协议当事人',
          '委托人（基金管理人）：{org}。',
          '受托人（基金托管人）：资产托管部所属托管银行。',
        ],
        [
          '第二条 托管事项',
          '受托人为{fund}（基金代码：{code}）提供资产保管、资金清算、估值核算复核及投资监督等托管服务。',
        ],
        [
          '第三条 账户的开立与管理',
          '受托人以本基金名义开立托管账户，并协助委托人开立证券账户、期货账户，账户仅限于本基金使用。',
        ],
      ],
      [
        [
          '第四条 划款指令',
          '委托人通过管理人服务平台发送划款指令，经授权人签署后生效；受托人审核其合规性后执行。',
          '单笔金额在人民币500万元以上的大额指令，须经委托人复核并电话确认。',
        ],
        [
          '第五条 估值与核对',
          '委托人按日对基金资产进行估值，受托人对估值结果进行复核，双方核对一致后对外披露基金份额净值。',
        ],
        [
          '第六条 投资监督',
          '受托人根据基金合同约定的投资范围和投资限制进行监督，发现违规的及时通知委托人纠正。',
        ],
      ],
      [
        [
          '第七条 托管费',
          '托管费按前一日基金资产净值的0.05%年费率每日计提，按季从基金财产中支付。',
        ],
        [
          '第八条 协议的生效',
          '本协议自双方加盖公章或合同专用章之日起生效，至本基金清算完毕之日终止。',
        ],
      ],
    ],
    parties: BOTH,
  },
  risk: {
    pages: [
      [
        [
          '',
          '尊敬的投资者：投资有风险。当您认购{fund}（基金代码：{code}）时，可能获得投资收益，但同时也面临着投资风险。请您在作出投资决策前，仔细阅读本风险揭示书。',
        ],
        ['一、特殊风险揭示', '本基金为私募基金，备案不代表对基金风险或收益的任何判断或保证。'],
        [
          '二、一般风险揭示',
          '市场风险：证券市场价格受经济、政治、投资心理等多种因素影响，导致基金收益水平变化。',
          '流动性风险：本基金仅在开放日接受申购赎回，封闭期内不能赎回。',
          '管理风险：基金管理人的研究判断和投资决策可能影响基金收益水平。',
        ],
      ],
      [
        [
          '三、声明',
          '管理人{org}已向投资者充分揭示上述风险，并对风险揭示的真实性、准确性负责。',
          '投资者已仔细阅读本风险揭示书，充分理解本基金的风险收益特征，愿意承担相应的投资风险。',
        ],
      ],
    ],
    parties: ['基金管理人：{org}（盖章）'],
  },
  authorization: {
    pages: [
      [
        [
          '一、授权事项',
          '兹授权本机构经办人员代表{org}，办理{fund}（基金代码：{code}）在管理人服务平台上的划款指令发送、估值表核对、定期报告上传等业务。',
        ],
        [
          '二、授权期限',
          '自本委托书签署之日起一年。授权期限内，被授权人在授权范围内办理的业务，本机构均予以承认。',
        ],
        ['三、其他', '本委托书以电子签章方式签署，与书面盖章具有同等效力。'],
      ],
    ],
    parties: ['委托人：{org}（盖章）'],
  },
}

export const pageCountOf = (type: SignDocType) => TEMPLATES[type].pages.length

export interface DocNames {
  fund: string
  code: string
  org: string
}

/** One page's text: its clauses, and the parties' lines on the last page. */
export interface PageText {
  clauses: Clause[]
  parties: string[]
}

const fill = (text: string, names: DocNames) =>
  text.replace(/\{(fund|code|org)\}/g, (_, key: keyof DocNames) => names[key])

export function docPagesOf(type: SignDocType, names: DocNames): PageText[] {
  const { pages, parties } = TEMPLATES[type]
  return pages.map((clauses, i) => ({
    clauses: clauses.map((c) => c.map((t) => fill(t, names)) as unknown as Clause),
    parties: i === pages.length - 1 ? parties.map((t) => fill(t, names)) : [],
  }))
}
