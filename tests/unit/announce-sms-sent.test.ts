import { describe, expect, test, vi } from 'vitest'
import { announceSmsSent } from '@/lib/announce-sms-sent'
import { asDemoBuild } from '../utils/demo-build'
import { recordMessages } from '../utils/messages'

/* Issue 18: a backend's demoCode is shown as the SMS code by the demo build only. */

const SENT = { mobile: '139****0001', demoCode: '482915' }

describe('announceSmsSent', () => {
  test('a production build says where the code went, never a code the answer carries', () => {
    vi.stubEnv('VITE_DEMO', 'false')
    const shown = recordMessages()
    announceSmsSent(SENT)
    vi.unstubAllEnvs()
    expect(shown.success).toEqual(['验证码已发送至 139****0001'])
    expect(shown.info).toEqual([])
  })

  test('the demo build, which sends no SMS, shows the code', () => {
    asDemoBuild()
    const shown = recordMessages()
    announceSmsSent(SENT)
    expect(shown.info).toEqual([
      '【演示环境】短信验证码：482915（演示环境不发送真实短信，5 分钟内有效）',
    ])
  })

  test('the demo build without a code says where it went', () => {
    asDemoBuild()
    const shown = recordMessages()
    announceSmsSent({ mobile: '139****0001' })
    expect(shown.success).toEqual(['验证码已发送至 139****0001'])
  })
})
