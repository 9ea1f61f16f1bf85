import { seedMenus } from './seed-menus'

/** A page's business description as the backend stores it (portal-spec §3 User guide). */
export interface GuideRecord {
  content: string
  showNotice: boolean
}

const AMAC = 'https://www.amac.org.cn/'
const FAQ = '/public/hundred-questions-and-answers'

/*
 * Guides of the demo, by menu id. 估值表 (130101) is long enough to be collapsed behind 展开;
 * 划款指令 (120201) carries markup a sanitiser must remove (an <img onerror> and a <script>).
 * showNotice is true for some pages (the panel starts open) and false for others.
 */
const GUIDES: Record<number, GuideRecord> = {
  110101: {
    showNotice: true,
    content: `<p>本页面查询贵司在我司托管或外包服务的<strong>全部产品</strong>，可按产品代码、名称、状态与成立日期筛选。</p>
<ul><li>点击产品名称进入<strong>产品详情</strong>，查看产品要素、费率、账户与联系人；</li>
<li>“联系人维护”用于更新接收估值表、净值公告邮件的人员；</li>
<li>产品要素以<a href="${AMAC}">中国证券投资基金业协会</a>备案公示为准，不一致请联系服务热线更正。</li></ul>`,
  },
  120102: {
    showNotice: false,
    content: `<p>按日期区间查询托管户的<strong>收支流水</strong>及交易对手，单次查询区间不超过一年。</p>
<ul><li>当日流水于 T+1 日 9:00 前完成入账，入账前可能查询不到；</li>
<li>“摘要”列为银行返回的原始信息，仅供参考；</li>
<li>需要加盖业务章的流水对账单，请在<strong>下载中心</strong>申请。</li></ul>
<p>常见问题见<a href="${FAQ}">百问百答</a>。</p>`,
  },
  130101: {
    showNotice: true,
    content: `<p>估值表由我司估值核算团队在每个估值日结束后编制，经<strong>双人复核</strong>后发布。本页面可按产品与估值日期查询、预览、下载并发送估值表。</p>
<ul><li><strong>发布时间</strong>：日频估值产品于 T+1 日 12:00 前发布；周频估值产品于下周第一个工作日发布；</li>
<li><strong>表格版本</strong>：提供四级科目与完整明细两种格式，下载前请在右上角选择；</li>
<li><strong>发送邮件</strong>：勾选产品后点击“发送”，收件人按“发送配置”中的收件人类型确定，发送结果可在“估值表发送记录”查看；</li>
<li><strong>数据更正</strong>：如对持仓、估值价格或费用计提有疑问，请在发布后两个工作日内提出，更正后的估值表将标注“更正”字样并重新发送；</li>
<li><strong>停牌证券</strong>：长期停牌证券按基金业协会估值指引采用指数收益法等方法估值，具体方法见估值表附注；</li>
<li><strong>预览</strong>：在线预览不含水印以外的签章，正式文件请以下载版本为准。</li></ul>
<p>估值方法依据《证券投资基金投资流通受限股票估值指引》等自律规则，详见<a href="${AMAC}">中国证券投资基金业协会</a>。</p>
<p>本页面仅展示贵司已授权产品的估值表；如缺少产品，请联系贵司管理员在“菜单权限管理”中授权。</p>`,
  },
  120201: {
    showNotice: true,
    content: `<p>查询贵司发起的<strong>划款指令</strong>及其审核、执行进度。</p>
<img src=x onerror=alert(1)>
<ul><li>指令须由“划款授权”中登记的授权人签发；</li>
<li>当日 15:00 后提交的指令顺延至下一工作日处理。</li></ul>
<script>alert('guide')</script>
<p>退回的指令可在详情中查看原因，修改后重新提交。详见<a href="${FAQ}">百问百答</a>。</p>`,
  },
  140101: {
    showNotice: false,
    content: `<p>查询产品的<strong>投资者信息</strong>，包括证件、联系方式、风险等级与持有份额。</p>
<ul><li>投资者信息来自登记过户系统，每日日终更新；</li>
<li>导出含个人信息的名单须经贵司管理员审批，并按《个人信息保护法》妥善保管。</li></ul>
<p>投资者适当性要求见<a href="${AMAC}">中国证券投资基金业协会</a>相关规则。</p>`,
  },
  160101: {
    showNotice: true,
    content: `<p>按月度、季度、半年度与年度上传<strong>定期报告</strong>，并跟踪审核与用印进度。</p>
<ul><li>月报于每月结束后 5 个工作日内、季报于每季度结束后 1 个月内报送；</li>
<li>审核通过的报告自动进入用印流程，结果在“用印结果查询”中查看；</li>
<li>报告模板可在<strong>模板中心</strong>下载。</li></ul>
<p>信息披露要求见<a href="${AMAC}">《私募投资基金信息披露管理办法》</a>。</p>`,
  },
  190101: {
    showNotice: false,
    content: `<p>按日查询管理费、托管费与外包服务费的<strong>计提明细</strong>。</p>
<ul><li>费率与计提基数以产品合同约定为准；</li>
<li>计提金额与估值表“应付费用”科目一致，差异请在次一工作日内反馈。</li></ul>
<p>费用计算口径说明见<a href="${FAQ}">百问百答</a>。</p>`,
  },
  200101: {
    showNotice: true,
    content: `<p>查看单只产品的<strong>净值走势</strong>、最大回撤、年化收益与夏普比率等指标。</p>
<ul><li>指标按复权累计净值计算，区间可自选；</li>
<li>业绩基准取自产品合同约定的比较基准。</li></ul>
<p>业绩展示仅供管理人内部参考，对外宣传须遵守<a href="${AMAC}">基金业协会</a>的宣传推介规定。</p>`,
  },
  100202: {
    showNotice: true,
    content: `<p>审核投资者的<strong>开户申请</strong>与<strong>密码重置申请</strong>。</p>
<ul><li>开户审核须核对证件影像与风险测评结果；</li>
<li>密码重置仅在核实投资者本人身份后通过。</li></ul>
<p>审核规范见<a href="${FAQ}">百问百答</a>。</p>`,
  },
}

const fallback = (name: string, desc: string): GuideRecord => ({
  showNotice: false,
  content: `<p><strong>${name}</strong>：${desc || '本页面的业务办理入口'}。</p>
<ul><li>查询结果以我司业务系统记录为准；</li>
<li>如需协助，请拨打服务热线或使用在线客服。</li></ul>
<p>更多操作说明见<a href="${FAQ}">百问百答</a>。</p>`,
})

/** The guide of a menu: its own, a generic one for any other page, none for a section. */
export function guideFor(menuId: number): GuideRecord {
  const own = GUIDES[menuId]
  if (own) return own
  const menu = seedMenus.find((m) => m.menuId === menuId)
  if (!menu || menu.menuUrl.trim() === '') return { content: '', showNotice: false }
  return fallback(menu.menuName, menu.desc ?? '')
}
