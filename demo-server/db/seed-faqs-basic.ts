import type { FaqRecord } from './faq-types'

/*
 * 百问百答's first fifteen entries: global search's tests and journeys rely on these (their
 * ids, titles and FAQ015's deliberately hostile answer); keep them as they are.
 */

export const seedFaqsBasic: readonly FaqRecord[] = [
  {
    faqId: 'FAQ001',
    categoryId: 'C01',
    title: '托管户开立需要提交哪些材料？',
    answer:
      '<p>开立托管账户需提交以下材料：</p><ol><li>管理人营业执照副本复印件（加盖公章）</li><li>法定代表人及经办人身份证复印件</li><li>基金合同与托管协议签署版</li><li>预留印鉴卡</li></ol><p>材料齐全后一般 <strong>3 个工作日</strong> 内完成开户。</p>',
  },
  {
    faqId: 'FAQ002',
    categoryId: 'C06',
    title: '划款指令的截止时间是几点？',
    answer:
      '<p>当日划款指令须于 <strong>15:00 前</strong> 送达托管人，逾期指令顺延至下一工作日处理。</p><p>大额或跨行划款请提前电话告知托管运营岗。</p>',
  },
  {
    faqId: 'FAQ003',
    categoryId: 'C03',
    title: '估值表什么时候可以查询？',
    answer:
      '<p>T 日估值表一般在 <strong>T+1 日 12:00 前</strong> 发布，可在“估值核对/估值表”菜单按产品和日期查询、预览与下载。</p>',
  },
  {
    faqId: 'FAQ004',
    categoryId: 'C03',
    title: '估值表中的净值与管理人计算不一致怎么办？',
    answer:
      '<p>请按以下步骤核对：</p><ol><li>核对证券持仓数量与估值价格</li><li>核对应计利息、费用计提口径</li><li>仍有差异的，在估值核对页面提交差异说明，估值岗当日回复</li></ol>',
  },
  {
    faqId: 'FAQ005',
    categoryId: 'C04',
    title: '净值公告如何发送给投资者？',
    answer:
      '<p>在“估值核对/发送配置”中维护收件人类型后，系统于净值确认后自动发送净值公告邮件；也可在净值页面手工预览并发送。</p>',
  },
  {
    faqId: 'FAQ006',
    categoryId: 'C03',
    title: '增值税计提按什么口径？',
    answer:
      '<p>资管产品运营过程中发生的增值税应税行为，按 <strong>3%</strong> 征收率简易计税，按日计提、按季缴纳，详见“估值核对/增值税”。</p>',
  },
  {
    faqId: 'FAQ007',
    categoryId: 'C05',
    title: 'TA 登记过户的交易确认规则是什么？',
    answer:
      '<p>开放日 T 日 15:00 前提交的申购、赎回申请按 T 日净值确认，<strong>T+1 日</strong> 可在“登记过户/交易确认”查询确认结果。</p>',
  },
  {
    faqId: 'FAQ008',
    categoryId: 'C05',
    title: '投资者开户审核需要多长时间？',
    answer:
      '<p>资料完整的开户申请在 <strong>1 个工作日</strong> 内完成审核；资料不全的会退回并注明原因，管理人可在“投资者开户”查看。</p>',
  },
  {
    faqId: 'FAQ009',
    categoryId: 'C05',
    title: '巨额赎回如何处理？',
    answer:
      '<p>单个开放日净赎回申请超过上一日基金总份额的 10% 即为巨额赎回。管理人可选择：</p><ol><li>全额赎回</li><li>部分延期赎回</li></ol><p>请在“登记过户/巨额赎回确认”中于当日完成确认。</p>',
  },
  {
    faqId: 'FAQ010',
    categoryId: 'C05',
    title: '分红方式可以修改吗？',
    answer:
      '<p>投资者可在权益登记日前申请变更分红方式（现金分红或红利再投资），以权益登记日登记的方式为准。</p>',
  },
  {
    faqId: 'FAQ011',
    categoryId: 'C02',
    title: '产品清算的流程是怎样的？',
    answer:
      '<p>产品清算一般包括：</p><ol><li>成立清算小组并通知托管人</li><li>变现资产、清偿债务</li><li>出具清算报告并经托管人复核</li><li>分配剩余财产、注销托管账户</li></ol>',
  },
  {
    faqId: 'FAQ012',
    categoryId: 'C04',
    title: '定期报告的报送期限是多少？',
    answer:
      '<p>月报于每月结束后 <strong>5 个工作日</strong> 内、季报于季度结束后 <strong>1 个月</strong> 内、年报于每年 <strong>4 月底</strong> 前报送。</p>',
  },
  {
    faqId: 'FAQ013',
    categoryId: 'C06',
    title: '托管费如何计提和支付？',
    answer:
      '<p>托管费按前一日基金资产净值的年费率逐日计提，按季支付。计提明细见“费用查询/费用计提”，支付记录见“费用支付”。</p>',
  },
  {
    faqId: 'FAQ014',
    categoryId: 'C07',
    title: '电子签约需要准备什么？',
    answer:
      '<p>首次使用电子签约前，请在“电子签约/印章管理”中上传并启用管理人电子印章，然后在“待签署”中预览文件并确认签署。</p>',
  },
  {
    faqId: 'FAQ015',
    categoryId: 'C06',
    title: '托管户余额与银行流水对不上怎么办？',
    // Deliberately hostile markup: the client must sanitise it (the demo shows that it does).
    answer:
      '<p>余额以托管银行日终对账为准，在途资金可能造成当日差异。</p><img src=x onerror=alert(1)><script>alert("xss")</script><p>如次日仍有差异，请联系托管运营岗核对 <strong>银行流水</strong>。</p>',
  },
]
