import type { TemplateHit } from '@/types/api/search'
export { FAQ_CATEGORIES, seedFaqs } from './seed-faqs'

/*
 * The demo's template centre and 百问百答: fixed reference data (not per user and never changed
 * by a request, so it stays out of the persisted db state).
 */

export const seedTemplates: readonly TemplateHit[] = [
  {
    name: '基金合同模板',
    remark: '契约型私募证券投资基金合同范本（2025 版）',
    fileCode: 'TPL0001',
  },
  {
    name: '托管协议模板',
    remark: '私募基金托管协议，含托管人与管理人职责划分',
    fileCode: 'TPL0002',
  },
  { name: '划款指令模板', remark: '托管户划款指令书，须加盖预留印鉴', fileCode: 'TPL0003' },
  { name: '估值表说明', remark: '估值表各科目、估值方法与净值计算口径说明', fileCode: 'TPL0004' },
  {
    name: '风险揭示书模板',
    remark: '私募基金投资风险揭示书，投资者逐项签字确认',
    fileCode: 'TPL0005',
  },
  { name: '募集户开户申请表', remark: '募集结算资金专用账户开立申请', fileCode: 'TPL0006' },
  { name: '托管户开户资料清单', remark: '开立托管账户需提交的证照与印鉴资料', fileCode: 'TPL0007' },
  { name: '预留印鉴卡', remark: '托管户预留印鉴样式登记，变更时重新填写', fileCode: 'TPL0008' },
  { name: '授权委托书模板', remark: '划款指令授权人及权限的委托书', fileCode: 'TPL0009' },
  { name: '产品清算报告模板', remark: '基金清算报告格式及清算财产分配表', fileCode: 'TPL0010' },
  { name: '分红方案确认函', remark: '产品分红方案、权益登记日与分红方式确认', fileCode: 'TPL0011' },
  {
    name: '定期报告模板',
    remark: '私募基金月度、季度、年度报告格式（含净值披露）',
    fileCode: 'TPL0012',
  },
]
