import { expect, test } from 'vitest'
import { bindMessage, notify } from '@/lib/notify'
import { recordMessages } from '../utils/messages'

/*
 * The notify bridge keeps a message sent before any host is bound until one is. The tests'
 * setup (resetNotify) drops what waits when a test ends: in an `npm test` run two 请求超时
 * messages of a unit test showed in the next file's first render and broke its
 * getByRole('alert').
 */

test('a message sent with no host bound shows once one is', () => {
  notify.error('请求超时，请重试')
  expect(recordMessages().error).toEqual(['请求超时，请重试'])
})

test('a message left waiting when a test ends is not shown in the next (1 of 2)', () => {
  bindMessage(undefined)
  notify.error('留给下一个测试')
})

test('a message left waiting when a test ends is not shown in the next (2 of 2)', () => {
  expect(recordMessages().error).toEqual([])
})
