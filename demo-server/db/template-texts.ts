import type { DocBlock } from '../docx/docx-writer'
import { BLANK, fundContractBlocks } from './contract-texts'
import type { TemplateSpec } from './seed-templates'

/*
 * What each of 模板中心's documents says: a fund contract's chapters, the custody agreement's,
 * a supplement's table of changed clauses, or a form's fields to fill in.
 */

const form = (fields: readonly string[]): DocBlock => ({
  kind: 'table',
  rows: [['项目', '填写内容'], ...fields.map((f) => [f, ''])],
})

const SIGN: DocBlock = {
  kind: 'table',
  rows: [
    ['签章', '日期'],
    ['（管理人公章）', ''],
  ],
}

/** The forms' fields, by template. */
const FORMS: Readonly<Record<string, readonly string[]>> = {
  TPL0003: [
    '产品名称',
    '付款账户',
    '收款人名称',
    '收款账号',
    '收款银行',
    '金额（大写）',
    '金额（小写）',
    '划款用途',
    '经办人',
    '复核人',
  ],
  TPL0006: ['产品名称', '产品代码', '开户银行', '账户名称', '预留印鉴', '经办人及电话'],
  TPL0007: [
    '营业执照副本复印件',
    '法定代表人身份证复印件',
    '经办人授权委托书',
    '预留印鉴卡',
    '基金合同及托管协议',
  ],
  TPL0008: [
    '账户名称',
    '账号',
    '印鉴一（公章或财务专用章）',
    '印鉴二（法定代表人或授权人名章）',
    '启用日期',
  ],
  TPL0009: [
    '授权人姓名',
    '证件类型及号码',
    '授权产品',
    '单笔限额（元）',
    '日累计限额（元）',
    '授权期限',
  ],
  TPL0011: [
    '产品名称',
    '权益登记日',
    '除息日',
    '每份分红金额（元）',
    '分红方式（现金分红或红利再投资）',
  ],
}

const OUTLINES: Readonly<Record<string, readonly string[]>> = {
  TPL0004: [
    '一、估值对象与估值日',
    '二、估值方法（股票、债券、基金、衍生品）',
    '三、估值表科目说明',
    '四、净值计算与精度',
  ],
  TPL0005: ['一、特殊风险揭示', '二、一般风险揭示', '三、投资者声明（逐项签字确认）'],
  TPL0010: ['一、清算基本情况', '二、清算期间的资产负债', '三、清算财产分配表', '四、清算结论'],
  TPL0012: ['一、基金基本情况', '二、基金净值表现', '三、投资组合情况', '四、管理人报告'],
}

function custodyAgreement(): DocBlock[] {
  return [
    { kind: 'heading', text: '第一章　协议当事人' },
    { kind: 'paragraph', text: `基金管理人：${BLANK}；基金托管人：${BLANK}；托管产品：${BLANK}。` },
    { kind: 'heading', text: '第二章　托管人的职责' },
    {
      kind: 'paragraph',
      text: '安全保管基金财产，开设托管资金账户，按管理人的合法指令办理资金划拨，复核基金资产净值，监督投资运作并出具托管报告。',
    },
    { kind: 'heading', text: '第三章　管理人的职责' },
    {
      kind: 'paragraph',
      text: '按合同约定进行投资管理，及时发送划款指令并加盖预留印鉴，按期计算并披露基金净值，配合托管人的监督与核查。',
    },
    { kind: 'heading', text: '第四章　托管费' },
    { kind: 'paragraph', text: `托管费年费率为${BLANK}，按前一日基金资产净值逐日计提，按季支付。` },
    SIGN,
  ]
}

function supplement(): DocBlock[] {
  return [
    { kind: 'paragraph', text: `原合同名称：${BLANK}；原合同编号：${BLANK}。` },
    { kind: 'heading', text: '变更条款' },
    {
      kind: 'table',
      rows: [
        ['变更事项', '原条款', '变更后条款'],
        ['费率调整', '', ''],
        ['投资范围变更', '', ''],
        ['开放日调整', '', ''],
      ],
    },
    {
      kind: 'paragraph',
      text: '本补充协议经各方签署并报中国证券投资基金业协会备案后生效，与原合同具有同等法律效力；未变更的条款仍按原合同执行。',
    },
    SIGN,
  ]
}

/** A template's document body (the title is its name). */
export function templateBlocks(t: TemplateSpec): DocBlock[] {
  const lead: DocBlock = {
    kind: 'note',
    text: `${t.remark}（文件编号：${t.fileCode}，更新于 ${t.updatedAt}）`,
  }
  if (t.fundType) return fundContractBlocks(t.fundType)
  if (t.fileCode === 'TPL0002') return [lead, ...custodyAgreement()]
  if (t.fileCode === 'TPL0016') return [lead, ...supplement()]
  const fields = FORMS[t.fileCode]
  if (fields) return [lead, form(fields), SIGN]
  const outline = OUTLINES[t.fileCode] ?? ['一、基本情况', '二、具体内容']
  return [
    lead,
    ...outline.flatMap((heading): DocBlock[] => [
      { kind: 'heading', text: heading },
      { kind: 'paragraph', text: BLANK },
    ]),
  ]
}
