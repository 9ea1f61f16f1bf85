import type { AnnouncementRecord } from './types'
import { beijingNow } from './seed-custodian-time'
import { P, RECENT_ANNOUNCEMENTS, type AnnouncementRow } from './seed-announcement-rows'

/** 通知公告 from the spring and summer; the latest ones are in seed-announcement-rows.ts. */
const EARLIER: AnnouncementRow[] = [
  [
    '系统公告',
    '平台新增业绩分析模块',
    '2026-08-05 18:00',
    P('业绩分析模块已上线，支持净值曲线、回撤与风险指标，以及最多 5 只产品对比。'),
  ],
  [
    '通知',
    '关于2026年上半年托管报告发送的通知',
    '2026-07-30 10:00',
    P('2026 年上半年托管报告已通过平台发送，请在下载中心查收。'),
    ['2026年上半年托管报告说明.pdf'],
  ],
  [
    '业务提示',
    '划款指令双人复核提示',
    '2026-07-22 11:00',
    P('为防范操作风险，划款指令须经经办与复核两人确认后方可提交。'),
  ],
  [
    '公告',
    '关于变更托管业务联系电话的公告',
    '2026-07-15 09:00',
    P('自 7 月 20 日起，托管业务咨询电话统一为 0531-68889518，原号码停止使用。'),
  ],
  [
    '通知',
    '关于开展反洗钱客户身份识别工作的通知',
    '2026-07-08 10:00',
    P('请各管理人于 7 月 31 日前更新受益所有人信息，并上传相关证明材料。'),
    ['受益所有人信息表.pdf'],
  ],
  [
    '监管动态',
    '证监会发布《关于加强私募基金信息报送的规定》',
    '2026-06-30 16:00',
    P('新规对私募基金定期报送频率与内容作出调整，托管人将配合完成数据报送。'),
  ],
  [
    '系统公告',
    '平台于6月20日进行证书更新',
    '2026-06-16 17:30',
    P('6 月 20 日 22:00-23:00 平台更新安全证书，期间可能短暂无法访问。'),
  ],
  [
    '业务提示',
    '分红业务办理提示',
    '2026-06-10 10:00',
    P('办理产品分红请提前 3 个工作日提交分红方案，注明权益登记日、除息日与每份分红金额。'),
  ],
  [
    '通知',
    '关于2026年端午节假期安排的通知',
    '2026-06-05 09:00',
    P('6 月 19 日休市，期间暂停划款，6 月 22 日恢复。'),
  ],
  [
    '公告',
    '关于上线估值表邮件发送配置功能的公告',
    '2026-05-28 10:00',
    P('管理人可在估值核对 → 发送配置中自行维护估值表收件人。'),
  ],
  [
    '监管动态',
    '协会发布私募基金估值指引问答',
    '2026-05-20 15:00',
    P('协会就私募基金估值中的常见问题发布问答，涉及非上市股权与债券估值方法。'),
    ['估值指引问答.pdf'],
  ],
  [
    '业务提示',
    '年报审计材料上传提示',
    '2026-05-12 10:00',
    P('2025 年度审计报告请于 5 月 31 日前上传，未上传的产品将在年度托管报告中说明。'),
  ],
  [
    '通知',
    '关于启用管理人服务平台的通知',
    '2026-05-06 09:00',
    P(
      '管理人服务平台已正式启用，原邮件报送方式将于 6 月 30 日停止。',
      '平台使用问题请联系在线客服或拨打服务热线。',
    ),
    ['平台用户手册.pdf'],
  ],
  [
    '系统公告',
    '平台试运行说明',
    '2026-04-28 18:00',
    P('平台试运行期间如遇问题，请通过需求建议页面反馈。'),
  ],
  [
    '公告',
    '关于托管业务印章备案的公告',
    '2026-04-20 10:00',
    P('请各管理人于 5 月 15 日前完成预留印鉴的线上备案。'),
  ],
]

const ROWS = [...RECENT_ANNOUNCEMENTS, ...EARLIER]
const OPS = '托管运营部'

/**
 * The same tidy order the demo starts from: newest first, ids N0001… They are dated notices
 * (a holiday's schedule, a month's report), so they keep their dates; one not yet published
 * on the seed day is left out.
 */
export function seedAnnouncements(): AnnouncementRecord[] {
  const now = beijingNow().slice(0, 16)
  return ROWS.filter(([, , publishTime]) => publishTime <= now).map(
    ([type, title, publishTime, content, files = []], i) => {
      const id = `N${String(i + 1).padStart(4, '0')}`
      return {
        id,
        title,
        type,
        publisher: type === '监管动态' ? '合规管理部' : type === '系统公告' ? '信息技术部' : OPS,
        publishTime,
        content,
        attachments: files.map((fileName, n) => ({ fileId: `${id}F${n + 1}`, fileName })),
      }
    },
  )
}

/** The manager and the admin have read the notices older than two months; the operator none. */
export function seedAnnouncementReads(notices: AnnouncementRecord[]): Record<string, string[]> {
  const old = notices.filter((n) => n.publishTime < '2026-09-20').map((n) => n.id)
  return { U1001: old, U1002: old }
}
