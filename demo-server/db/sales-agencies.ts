/** 直销: the manager sells the fund itself. */
export const DIRECT_CHANNEL = 'DIRECT'

/** The agencies (代销机构) the demo's funds are sold through, and 直销. */
export const SALES_AGENCIES: ReadonlyArray<{ code: string; name: string; kind: string }> = [
  { code: DIRECT_CHANNEL, name: '直销', kind: '直销' },
  { code: 'AG001', name: '招商银行股份有限公司', kind: '商业银行' },
  { code: 'AG002', name: '中信证券股份有限公司', kind: '证券公司' },
  { code: 'AG003', name: '中泰证券股份有限公司', kind: '证券公司' },
  { code: 'AG004', name: '兴业银行股份有限公司', kind: '商业银行' },
  { code: 'AG005', name: '上海好买基金销售有限公司', kind: '独立基金销售机构' },
  { code: 'AG006', name: '诺亚正行基金销售有限公司', kind: '独立基金销售机构' },
]

export const channelName = (code: string) =>
  SALES_AGENCIES.find((a) => a.code === code)?.name ?? code
