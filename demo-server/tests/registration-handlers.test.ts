import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { db } from '../db/db'
import { call, MOBILE, sendCode, checkCode, PDF, upload } from './registration-handlers-kit'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T02:00:00Z')) // 10:00 in Beijing
})
afterEach(() => {
  vi.useRealTimers()
})

describe('SMS codes of the application forms', () => {
  test('a code is sent to a well-formed mobile only; the demo answers it', async () => {
    expect(await sendCode('1391234567')).toMatchObject({ status: 'fail', msg: '手机号格式不正确' })
    const sent = await sendCode()
    expect(sent.status).toBe('success')
    expect(sent.data).toMatchObject({
      mobile: '139****5678',
      demoCode: expect.stringMatching(/^\d{6}$/),
    })
  })

  test('a second code waits a minute', async () => {
    await sendCode()
    vi.setSystemTime(Date.now() + 45_000)
    expect(await sendCode()).toMatchObject({
      status: 'fail',
      msg: '短信验证码已发送，请15秒后再试',
    })
    vi.setSystemTime(Date.now() + 15_000)
    expect((await sendCode()).status).toBe('success')
  })

  test('the code sent and the demo code pass; a check does not use them up', async () => {
    const { data } = await sendCode()
    expect((await checkCode((data as { demoCode: string }).demoCode)).status).toBe('success')
    expect((await checkCode('8888')).status).toBe('success')
    expect((await checkCode('8888')).status).toBe('success')
  })

  test('no code sent yet', async () => {
    expect(await checkCode('8888')).toMatchObject({ status: 'fail', msg: '请先获取短信验证码' })
  })

  test('a code expires after 5 minutes, the demo code with it', async () => {
    await sendCode()
    vi.setSystemTime(Date.now() + 4 * 60_000 + 59_000)
    expect((await checkCode('8888')).status).toBe('success')
    vi.setSystemTime(Date.now() + 1_000)
    expect(await checkCode('8888')).toMatchObject({ msg: '短信验证码已过期，请重新获取' })
  })

  test('three wrong codes in a row lock the mobile for a minute and spend the code', async () => {
    await sendCode()
    expect(await checkCode('1111')).toMatchObject({ msg: '短信验证码错误，还可尝试2次' })
    expect(await checkCode('2222')).toMatchObject({ msg: '短信验证码错误，还可尝试1次' })
    expect(await checkCode('3333')).toMatchObject({ msg: '错误次数过多，请1分钟后再试' })
    // Locked: even the right code and a new code are refused.
    expect(await checkCode('8888')).toMatchObject({ msg: '错误次数过多，请1分钟后再试' })
    expect(await sendCode()).toMatchObject({ msg: '错误次数过多，请1分钟后再试' })
    // Another mobile is not affected.
    expect((await sendCode('13900000000')).status).toBe('success')
    vi.setSystemTime(Date.now() + 60_000)
    expect(await checkCode('8888')).toMatchObject({ msg: '请先获取短信验证码' })
    expect((await sendCode()).status).toBe('success')
    expect((await checkCode('8888')).status).toBe('success')
  })

  test('a right code ends the run of wrong ones', async () => {
    await sendCode()
    await checkCode('1111')
    await checkCode('2222')
    expect((await checkCode('8888')).status).toBe('success')
    expect(await checkCode('3333')).toMatchObject({ msg: '短信验证码错误，还可尝试2次' })
  })

  test('registration and administrator change have their own codes', async () => {
    await sendCode(MOBILE, 'mgrChange')
    expect(await checkCode('8888')).toMatchObject({ msg: '请先获取短信验证码' })
  })
})

describe('POST /isNotLogin/reg/upload', () => {
  test('accepts a PDF, JPG or PNG and answers its id, name and size', async () => {
    const answer = await upload('营业执照.pdf')
    expect(answer).toMatchObject({ status: 'success', data: { fileName: '营业执照.pdf', size: 8 } })
    const { fileId: id } = answer.data as { fileId: string }
    expect(db.state.applyUploads[id]).toMatchObject({ fileName: '营业执照.pdf', size: 8 })
    expect((await upload('a.JPG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg')).status).toBe('success')
    expect((await upload('a.png', [0x89, 0x50, 0x4e, 0x47, 0x0d], 'image/png')).status).toBe(
      'success',
    )
  })

  test.each([
    ['setup.exe', PDF, '仅支持 PDF、JPG、PNG 格式的文件'],
    ['empty.pdf', [], '文件为空，请重新选择'],
    ['fake.pdf', [0x4d, 0x5a, 0x90, 0x00], '文件内容不是有效的PDF，请检查后重新上传'],
    ['fake.png', PDF, '文件内容不是有效的PNG，请检查后重新上传'],
  ])('%s is refused: %s', async (name, bytes, message) => {
    expect(await upload(name, bytes)).toMatchObject({ status: 'fail', msg: message })
  })

  test('over 10 MB is refused', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PDF)
    expect(await upload('big.pdf', big)).toMatchObject({ msg: '文件大小不能超过10MB' })
  })

  test('without a file', async () => {
    expect(await call('/reg/upload', { body: new FormData() })).toMatchObject({
      msg: '请选择要上传的文件',
    })
  })
})
