import type { Menu } from '@contract/api'

/*
 * The portal's menu tree (screens.md "Groups and pages"): 12 navigation groups (parMenuId 0),
 * sections (level 2) and pages (level 3, or a level-2 section that is itself a page).
 * Ids: a group has two digits; a child's id is parentId * 100 + n, and n is also its sort
 * order (menuLevel) among siblings, so `item` derives parMenuId and menuLevel from the id.
 * menuChainName is filled in from the tree at the end.
 */

type Extra = Partial<Pick<Menu, 'menuSrc' | 'externalUrl' | 'newFlag'>>

const base = { menuSrc: '1', ifAuth: 1, newFlag: '0' } as const

/** A section (url '') or a page (url set, with a desc); parent and sort order come from the id. */
const item = (id: number, name: string, url = '', desc = '', extra: Extra = {}): Menu => {
  const at = { menuId: id, parMenuId: Math.floor(id / 100), menuLevel: id % 100 }
  return { ...base, ...at, menuName: name, menuUrl: url, desc, ...extra }
}

/** A navigation group; only 首页 has a url and desc (a group that is itself a page). */
const group = (id: number, order: number, name: string, icon: string, url = '', desc = '') =>
  ({ ...item(id, name, url, desc), parMenuId: 0, menuLevel: order, icon }) satisfies Menu

const NEW: Extra = { newFlag: '1' }
const external = (externalUrl: string): Extra => ({ menuSrc: '2', externalUrl })
const invoicePage = external('/public/external/demo-report.html?PAGE_ID=INVOICE01')
const newsPage = external('/public/external/demo-report.html') // deliberately no PAGE_ID

const tree: Menu[] = [
  group(21, 1, '首页', 'HomeOutlined', 'home-page', '公告、待办、消息、产品日历与快捷入口的工作台'),

  group(11, 2, '产品管理', 'AppstoreOutlined'),
  item(1101, '产品信息'),
  item(110101, '产品查询', 'product-manage/fund-query', '按条件查询产品列表并查看产品详情与联系人'),
  item(110102, '账户查询', 'product-manage/account-query', '查询产品托管户、募集户与证券期货账户'),
  item(110103, '产品合同', 'product-manage/fund-contract', '按产品查看并下载产品合同文件'),
  item(1102, '产品运营'),
  item(110201, '产品成立', 'product-manage/fund-create', '提交产品成立申请并上传成立材料'),
  item(110202, '产品清算', 'product-manage/fund-liquidation', '办理产品清算申请并跟踪清算进度'),
  item(110203, '产品分红', 'product-manage/fund-dividends', '登记分红方案与现金或再投资方式'),
  item(110204, '付款账户变更', 'product-manage/pay-account-change', '在线变更产品付款账户', NEW),

  group(12, 3, '托管查询', 'BankOutlined'),
  item(1201, '账户资金'),
  item(120101, '托管户余额', 'custodian/account-balance', '按产品查询托管户余额、可用与冻结资金'),
  item(120102, '银行流水', 'custodian/bank-statement', '按日期区间查询托管户收支流水及交易对手'),
  item(1202, '指令与授权'),
  item(120201, '划款指令', 'custodian/transfer-instruction', '查询划款指令及其审核处理进度'),
  item(120202, '划款授权', 'custodian/transfer-authority', '维护可签发划款指令的授权人员'),
  item(1203, '账户开立'),
  item(120301, '托管户开立', 'custodian/custody-account-open', '申请开立产品托管账户并跟踪进度'),
  item(120302, '募集户开立', 'custodian/raising-account-open', '申请开立产品募集账户并跟踪进度'),
  item(120303, '证券期货户开立', 'custodian/securities-account-open', '申请开立证券与期货账户'),
  item(1204, '三方协议', 'custodian/tripartite-agreement', '查询与下载产品三方协议'),

  group(13, 4, '估值核对', 'AuditOutlined'),
  item(1301, '估值净值'),
  item(130101, '估值表', 'valuation-check/valuation-table', '按产品和日期查询、预览与发送估值表'),
  item(130102, '净值', 'valuation-check/net-value', '查询单位净值与累计净值，预览净值公告'),
  item(130103, '增值税', 'valuation-check/vat', '按期间查询增值税计提情况'),
  item(1302, '报表凭证'),
  item(130201, '报表', 'valuation-check/financial-report', '查询资产负债表、利润表与净资产变动表'),
  item(130202, '凭证', 'valuation-check/account-voucher', '查询产品会计凭证及发送记录'),
  item(1303, '发送配置', 'valuation-check/email-manage', '维护估值与净值邮件的收件人类型'),

  group(14, 5, '登记过户', 'SwapOutlined'),
  item(1401, '投资者与份额'),
  item(140101, '投资者查询', 'transfer-agent/investor-query', '查询产品投资者信息'),
  item(140102, '投资者开户', 'transfer-agent/investor-open-account', '审核投资者开户申请'),
  item(140103, '份额余额', 'transfer-agent/share-balance', '查询投资者持有的产品份额余额'),
  item(140104, '分红明细', 'transfer-agent/dividend-detail', '查询投资者分红金额与再投资份额明细'),
  item(1402, '交易业务'),
  item(140201, '交易申请', 'transfer-agent/trade-apply', '查询认购、申购与赎回申请'),
  item(140202, '交易确认', 'transfer-agent/trade-confirm', '查询交易申请的确认结果'),
  item(140203, '巨额赎回确认', 'transfer-agent/max-redeem-confirm', '确认巨额赎回的处理方式'),

  group(15, 6, '销售管理', 'ShopOutlined'),
  item(1501, '募集销售'),
  item(150101, '募集订单', 'sales-manage/raise-order', '查询并处理产品募集订单'),
  item(150102, '销售机构', 'sales-manage/sales-agency', '查询产品的代销机构及合作信息'),
  item(150103, '销售统计', 'sales-manage/sales-statistics', '按产品、渠道和月份统计销售情况'),
  item(1502, '投资者适当性', 'sales-manage/investor-suitability', '核对投资者风险等级匹配', NEW),

  group(16, 7, '数据报送', 'CloudUploadOutlined'),
  item(1601, '报告报送'),
  item(160101, '定期报告', 'data-submission/periodic-report', '上传各期定期报告并跟踪审核与用印'),
  item(160102, '用印结果查询', 'data-submission/stamp-periodic-report', '查询定期报告的用印结果'),
  item(1602, '量化运行表', 'data-submission/quantify-operation', '填报并查询量化产品运行表', NEW),

  group(17, 8, '电子签约', 'EditOutlined'),
  item(1701, '签署业务'),
  item(170101, '待签署', 'electronic-signature/pending-sign', '预览待签文件并加盖印章确认签署'),
  item(170102, '签署记录', 'electronic-signature/sign-record', '查询已签署文件并下载'),
  item(1702, '印章管理', 'electronic-signature/seal-manage', '维护管理人的电子印章', NEW),

  group(18, 9, '合同管理', 'FileTextOutlined'),
  item(1801, '合同办理'),
  item(180101, '合同起草', 'contract-manage/contract-draft', '按模板分步骤起草产品合同'),
  item(180102, '合同变更', 'contract-manage/contract-change', '发起并跟踪产品合同变更'),
  item(180103, '合同查询', 'contract-manage/contract-query', '查询各合同的办理进度'),
  item(1802, '模板中心', 'contract-manage/template-center', '查询并下载合同模板'),

  group(19, 10, '费用查询', 'MoneyCollectOutlined'),
  item(1901, '费用明细'),
  item(190101, '费用计提', 'fee-query/fee-accrual', '按日查询管理费、托管费与外包服务费计提'),
  item(190102, '费用支付', 'fee-query/fee-payment', '查询费用支付记录及支付凭证'),
  item(190103, '业绩报酬', 'fee-query/performance-fee', '查询业绩报酬计提事件'),
  item(1902, '发票查询', 'fee-query/invoice-external', '查询并下载费用发票', invoicePage),

  group(20, 11, '业绩分析', 'LineChartOutlined'),
  item(2001, '产品业绩'),
  item(200101, '业绩概览', 'performance-analysis/overview', '查看单只产品的净值走势、回撤与指标'),
  item(200102, '产品对比', 'performance-analysis/fund-compare', '最多五只产品的业绩对比', NEW),
  item(2002, '市场资讯', 'performance-analysis/market-news-external', '查看市场资讯', newsPage),

  group(10, 12, '综合管理', 'SettingOutlined'),
  item(1001, '权限管理'),
  item(100101, '角色管理', 'general-manage/role-management', '维护角色及其成员'),
  item(100102, '菜单权限管理', 'general-manage/menu-perm-manage', '为角色分配可访问的菜单'),
  item(1002, '用户管理'),
  item(100201, '用户管理', 'general-manage/user-manage', '维护管理人用户及其角色'),
  item(100202, '投资者用户管理', 'general-manage/investor-user-manage', '审核投资者开户与密码重置'),
]

const byId = new Map(tree.map((m) => [m.menuId, m]))
const chainOf = (m: Menu): string => {
  const parent = byId.get(m.parMenuId)
  return parent ? `${chainOf(parent)}/${m.menuName}` : m.menuName
}

/** Every menu of the portal, before per-user ifAuth is applied (ifAuth here is always 1). */
export const seedMenus: readonly Menu[] = tree.map((m) => ({ ...m, menuChainName: chainOf(m) }))

/** The to-do key → page table lives in config, shared by the client and this backend. */
export { todoKeyMenuUrl } from '@contract/todo-menus'
