import { notify } from '@/lib/notify'

/** Where an SMS code went: the masked mobile, and the code itself only from the demo backend. */
export interface SmsSent {
  mobile: string
  demoCode?: string
}

const DEMO_CODE_SECONDS = 15

/** Tells the user the code is on its way; the demo, which sends no SMS, shows the code. */
export function announceSmsSent({ mobile, demoCode }: SmsSent) {
  if (demoCode)
    notify.info(
      `【演示环境】短信验证码：${demoCode}（演示环境不发送真实短信，5 分钟内有效）`,
      DEMO_CODE_SECONDS,
    )
  else notify.success(`验证码已发送至 ${mobile}`)
}
