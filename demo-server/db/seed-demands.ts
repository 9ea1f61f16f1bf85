import type { DemandCategory, DemandStatus } from '@contract/api/demand'
import { fromAuthored } from './authored-dates'
import type { DemandRecord, DemandTables } from './demand-types'

/*
 * 需求建议's demo data: a handful of suggestions per demo user in every status, with replies
 * from 平台运营. The manager has twelve (two pages); resetdemo has none (the empty state).
 * Their times are moved to the seed day by whole weeks (authored-dates.ts).
 */

const OPS = '平台运营'

type Row = [
  userId: string,
  submittedAt: string,
  category: DemandCategory,
  status: DemandStatus,
  content: string,
  replies?: Array<[repliedAt: string, content: string, replier?: string]>,
  attachment?: [fileName: string, size: number],
]

const ROWS: Row[] = [
  [
    'U1001',
    '2026-11-18 16:20:05',
    '新增功能',
    'pending',
    '希望划款指令支持批量导入，目前每条指令都要手工录入，月末付款集中时效率较低。',
  ],
  [
    'U1001',
    '2026-11-12 10:02:41',
    '界面体验',
    'processing',
    '估值表预览页面在笔记本小屏上需要左右滚动，建议冻结科目代码和科目名称两列。',
    [
      [
        '2026-11-13 09:15:00',
        '已收到您的建议，产品团队正在评估冻结列方案，预计 12 月版本给出结论。',
      ],
    ],
  ],
  [
    'U1001',
    '2026-11-03 14:48:19',
    '数据问题',
    'replied',
    '10 月 31 日的托管户余额与银行回单相差 1,250.00 元，请协助核对。',
    [
      [
        '2026-11-03 16:30:12',
        '经核对，差异为当日 15:40 到账的申购款，已计入次日余额。回单与余额一致，无需调整。',
      ],
    ],
    ['10月31日银行回单.pdf', 184_320],
  ],
  [
    'U1001',
    '2026-10-27 09:30:00',
    '功能优化',
    'adopted',
    '净值公告邮件希望能自定义邮件标题，方便投资者按产品归档。',
    [
      [
        '2026-10-28 11:00:00',
        '感谢建议！已纳入 2.6.0 版本，届时可在“发送配置”中为每个产品设置邮件标题模板。',
      ],
    ],
  ],
  [
    'U1001',
    '2026-10-15 17:05:33',
    '新增功能',
    'declined',
    '建议平台提供微信小程序版本，方便在手机上审批划款指令。',
    [
      [
        '2026-10-16 10:20:00',
        '出于资金安全考虑，划款指令审批暂不在移动端开放；手机浏览器可正常查询净值与估值表。',
      ],
    ],
  ],
  [
    'U1001',
    '2026-09-30 11:11:11',
    '其他',
    'replied',
    '国庆假期期间托管运营的值班安排是怎样的？',
    [['2026-09-30 14:00:00', '假期每天 9:00–17:00 有专人值班，紧急事项请拨打 0531-68889518。']],
  ],
  [
    'U1001',
    '2026-09-18 15:40:00',
    '功能优化',
    'adopted',
    '定期报告上传后希望能看到审核进度，而不是只显示“审核中”。',
    [
      ['2026-09-19 09:30:00', '已采纳，审核节点（初审、复核、用印）将显示在定期报告列表中。'],
      ['2026-10-20 18:00:00', '该功能已在 2.5.0 版本上线，欢迎使用。'],
    ],
  ],
  [
    'U1001',
    '2026-09-02 10:25:47',
    '数据问题',
    'replied',
    '8 月的管理费计提金额比我们自己计算的多了一天。',
    [
      [
        '2026-09-02 15:10:00',
        '8 月 31 日为自然日计提，合同约定按自然日计提管理费，计提天数为 31 天，金额无误。',
      ],
    ],
    ['管理费测算表.xlsx', 26_624],
  ],
  [
    'U1001',
    '2026-08-21 13:00:00',
    '界面体验',
    'declined',
    '希望首页的通知公告可以隐藏。',
    [
      [
        '2026-08-22 10:00:00',
        '通知公告包含监管和业务重要提示，暂不支持隐藏；您可在首页设置中调整模块顺序。',
      ],
    ],
  ],
  [
    'U1001',
    '2026-08-05 09:45:12',
    '新增功能',
    'adopted',
    '建议增加产品对比功能，可以同时看多只产品的净值曲线。',
    [['2026-08-06 10:30:00', '已采纳，业绩分析模块将提供最多 5 只产品的对比。']],
  ],
  [
    'U1001',
    '2026-07-14 16:30:00',
    '其他',
    'replied',
    '请问电子印章的有效期是多久？',
    [['2026-07-15 09:00:00', '电子印章证书有效期为 2 年，到期前 30 天平台会发送提醒。']],
  ],
  [
    'U1001',
    '2026-06-30 10:00:00',
    '功能优化',
    'processing',
    '下载中心的文件希望保留更久一些，现在 7 天就过期了。',
    [['2026-07-01 14:20:00', '正在评估存储方案，处理结果将在此回复。']],
  ],
  ['U1002', '2026-11-16 09:12:00', '功能优化', 'pending', '用户管理希望支持按角色筛选用户。'],
  [
    'U1002',
    '2026-11-01 14:00:00',
    '数据问题',
    'replied',
    '产品“泰山稳健 1 号”的成立日期显示有误，应为 2024-03-15。',
    [['2026-11-02 10:00:00', '已更正成立日期，请刷新页面查看。']],
  ],
  [
    'U1002',
    '2026-10-10 11:30:00',
    '新增功能',
    'adopted',
    '希望角色管理可以复制一个已有角色再修改。',
    [['2026-10-11 09:00:00', '已采纳，将在下个版本提供“复制角色”。']],
  ],
  [
    'U1002',
    '2026-09-05 08:50:00',
    '界面体验',
    'declined',
    '建议把主题色改成蓝色。',
    [
      [
        '2026-09-05 15:00:00',
        '平台沿用公司品牌色，暂不提供主题色切换；深色皮肤可在页面右上角开启。',
      ],
    ],
  ],
  [
    'U1003',
    '2026-11-10 10:10:10',
    '界面体验',
    'processing',
    '银行流水列表希望能按金额排序。',
    [['2026-11-11 09:30:00', '已收到，正在排期。']],
  ],
  [
    'U1003',
    '2026-10-20 15:00:00',
    '其他',
    'replied',
    '业绩分析菜单我这里看不到，是权限问题吗？',
    [['2026-10-20 16:45:00', '业绩分析需机构管理员授权，请联系贵司平台管理员在“角色管理”中开通。']],
  ],
  ['U1003', '2026-09-25 09:00:00', '功能优化', 'pending', '希望估值表下载支持 PDF 格式。'],
]

export function seedDemands(): DemandTables {
  let reply = 0
  const demands = ROWS.map(
    (
      [userId, submittedAt, category, status, content, replies = [], attachment],
      i,
    ): DemandRecord => ({
      demandId: `DM${String(ROWS.length - i).padStart(5, '0')}`,
      userId,
      category,
      content,
      status,
      submittedAt: fromAuthored(submittedAt),
      attachment: attachment && {
        fileId: `DMF${String(i + 1).padStart(4, '0')}`,
        fileName: attachment[0],
        size: attachment[1],
      },
      replies: replies.map(([repliedAt, text, replier = OPS]) => {
        reply += 1
        const replyId = `DR${String(reply).padStart(5, '0')}`
        return { replyId, replier, content: text, repliedAt: fromAuthored(repliedAt) }
      }),
    }),
  )
  return { demands, demandUploads: {} }
}
