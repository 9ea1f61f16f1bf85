import type { ContractTemplate } from '@contract/api/contract-manage'

/*
 * 模板中心's templates (fixed reference data, the same for every organisation): the global
 * search finds them by name or remark (seed-help.ts), 合同起草 drafts from the fund contract
 * ones (those with a fundType) and GET /downloadArchive serves each as a Word document.
 */

export type TemplateSpec = Omit<ContractTemplate, 'fileName' | 'size'>

export const TEMPLATES: readonly TemplateSpec[] = [
  {
    fileCode: 'TPL0001',
    name: '基金合同模板',
    remark: '契约型私募证券投资基金合同范本（2025 版）',
    category: 'contract',
    updatedAt: '2025-12-18',
    fundType: '私募证券投资基金',
  },
  {
    fileCode: 'TPL0002',
    name: '托管协议模板',
    remark: '私募基金托管协议，含托管人与管理人职责划分',
    category: 'contract',
    updatedAt: '2025-11-06',
  },
  {
    fileCode: 'TPL0003',
    name: '划款指令模板',
    remark: '托管户划款指令书，须加盖预留印鉴',
    category: 'custody',
    updatedAt: '2025-06-12',
  },
  {
    fileCode: 'TPL0004',
    name: '估值表说明',
    remark: '估值表各科目、估值方法与净值计算口径说明',
    category: 'disclosure',
    updatedAt: '2025-09-25',
  },
  {
    fileCode: 'TPL0005',
    name: '风险揭示书模板',
    remark: '私募基金投资风险揭示书，投资者逐项签字确认',
    category: 'investor',
    updatedAt: '2026-03-02',
  },
  {
    fileCode: 'TPL0006',
    name: '募集户开户申请表',
    remark: '募集结算资金专用账户开立申请',
    category: 'custody',
    updatedAt: '2025-04-17',
  },
  {
    fileCode: 'TPL0007',
    name: '托管户开户资料清单',
    remark: '开立托管账户需提交的证照与印鉴资料',
    category: 'custody',
    updatedAt: '2025-04-17',
  },
  {
    fileCode: 'TPL0008',
    name: '预留印鉴卡',
    remark: '托管户预留印鉴样式登记，变更时重新填写',
    category: 'custody',
    updatedAt: '2025-03-08',
  },
  {
    fileCode: 'TPL0009',
    name: '授权委托书模板',
    remark: '划款指令授权人及权限的委托书',
    category: 'custody',
    updatedAt: '2025-08-21',
  },
  {
    fileCode: 'TPL0010',
    name: '产品清算报告模板',
    remark: '基金清算报告格式及清算财产分配表',
    category: 'operation',
    updatedAt: '2025-10-30',
  },
  {
    fileCode: 'TPL0011',
    name: '分红方案确认函',
    remark: '产品分红方案、权益登记日与分红方式确认',
    category: 'operation',
    updatedAt: '2026-01-15',
  },
  {
    fileCode: 'TPL0012',
    name: '定期报告模板',
    remark: '私募基金月度、季度、年度报告格式（含净值披露）',
    category: 'disclosure',
    updatedAt: '2026-02-26',
  },
  {
    fileCode: 'TPL0013',
    name: '私募股权投资基金合同模板',
    remark: '契约型私募股权投资基金合同范本，含投资决策与退出安排',
    category: 'contract',
    updatedAt: '2026-06-09',
    fundType: '私募股权投资基金',
  },
  {
    fileCode: 'TPL0014',
    name: '期货和衍生品基金合同模板',
    remark: '私募期货和衍生品基金合同范本，含保证金管理与风控条款',
    category: 'contract',
    updatedAt: '2026-08-14',
    fundType: '期货和衍生品基金',
  },
  {
    fileCode: 'TPL0015',
    name: '私募资产配置基金合同模板',
    remark: '私募资产配置基金（FOF）合同范本，含子基金投资限制',
    category: 'contract',
    updatedAt: '2026-10-22',
    fundType: '私募资产配置基金',
  },
  {
    fileCode: 'TPL0016',
    name: '合同变更补充协议模板',
    remark: '基金合同费率、投资范围、开放日等条款变更的补充协议',
    category: 'contract',
    updatedAt: '2026-09-03',
  },
]

export const templateOf = (fileCode: unknown) => TEMPLATES.find((t) => t.fileCode === fileCode)
