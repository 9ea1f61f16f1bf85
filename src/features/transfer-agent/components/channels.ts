/** 销售渠道: 直销 and the agencies the demo's funds are sold through (the server's codes). */
export const CHANNEL_OPTIONS = [
  { value: 'DIRECT', label: '直销' },
  { value: 'AG001', label: '招商银行股份有限公司' },
  { value: 'AG002', label: '中信证券股份有限公司' },
  { value: 'AG003', label: '中泰证券股份有限公司' },
  { value: 'AG004', label: '兴业银行股份有限公司' },
  { value: 'AG005', label: '上海好买基金销售有限公司' },
  { value: 'AG006', label: '诺亚正行基金销售有限公司' },
]
