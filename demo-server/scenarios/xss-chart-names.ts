/**
 * What the xss scenario appends to every name a chart shows (sales channels and funds in
 * 销售统计, fund names in 业绩分析): markup an HTML tooltip would render (an image whose error
 * runs script, a marker element, a style that hides the page) and rich-text braces.
 */
export const XSS_CHART_NAMES: readonly string[] = [
  '<img src=x onerror=__xss=1>',
  '<b class="xss-chart-marker">粗</b>',
  '<style>body{display:none}</style>{a|x}',
  '<svg onload=__xss=1>',
]
export const xssChartName = (index: number) =>
  XSS_CHART_NAMES[index % XSS_CHART_NAMES.length] as string
