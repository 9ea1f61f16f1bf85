import { notify } from '@/lib/notify'

/** Where an SMS code went: the masked mobile, and the code itself only from the demo backend. */
export interface SmsSent {
  mobile: string
  demoCode?: string
}

const DEMO_CODE_SECONDS = 15
let withdrawDemoCode: (() => void) | undefined

/**
 * Tells the user the code is on its way. The demo, which sends no SMS, shows the code; that
 * branch is compiled only into a demo build (VITE_DEMO is replaced at build time, so a
 * production bundle holds neither the message nor the field: check-budgets.mjs checks it).
 */
export function announceSmsSent(sent: SmsSent) {
  if (import.meta.env.VITE_DEMO === 'true' && sent.demoCode) {
    withdrawDemoCode?.()
    withdrawDemoCode = notify.info(
      `【演示环境】短信验证码：${sent.demoCode}（演示环境不发送真实短信，5 分钟内有效）`,
      DEMO_CODE_SECONDS,
    )
  } else notify.success(`验证码已发送至 ${sent.mobile}`)
}

/** Takes the demo's code away once it has served (the login done): it never follows the user. */
export function withdrawSmsCode() {
  withdrawDemoCode?.()
  withdrawDemoCode = undefined
}
