import { afterEach, describe, expect, test, vi } from 'vitest'
import { db, resetDb } from '../db/db'
import { doneHistory } from '../db/done-history'
import { liquidatedOn } from '../db/fund-nav'
import { generatedCreates } from '../db/seed-fund-create'
import type { DbState, FundRecord } from '../db/types'

/*
 * The seeded demo reads as one firm's data on the day it was seeded: the newest 办结 entry and
 * download task are from the last few days and none is later than the seed, every fund a
 * message, to-do, 办结 entry or download names is a record of that organisation, and no fund
 * gets a 估值表 or 净值 message while it has no books.
 */

const DAY = 86_400_000
const ORG_IDS = ['ORG001', 'ORG002', 'ORG003']

/** YYYY-MM-DD HH:mm:ss in Beijing, whatever the test machine's zone. */
const BEIJING = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'medium',
})
const beijing = (time: number) => BEIJING.format(time)
const beijingDay = (time: number) => beijing(time).slice(0, 10)
/** The start of a Beijing day, as a time. */
const startOf = (day: string) => Date.parse(`${day}T00:00:00+08:00`)

/*
 * A fund is named in running text by its name, with or without its type (泉城价值发现三号,
 * 泉城价值发现三号私募证券投资基金), or by its code (SXA003). The text names one as a run of
 * CJK characters starting with an organisation's brand (the first two characters of its name:
 * 泉城, 齐鲁, 泰山), the organisation itself (泉城私募基金管理有限公司…) aside: such a run
 * must start with the short name of one of the organisation's records (a fund, or a fund being
 * applied for: 产品成立, 合同起草, 合同).
 */
const FUND_TYPE = /(私募证券投资基金|私募股权投资基金|期货和衍生品基金|私募资产配置基金)$/
const FUND_CODE = /SX[A-Z]\d{3}/g

const namesCache = new Map<string, ReturnType<typeof collectNames>>()

function namesOf(state: DbState, orgIds: readonly string[]) {
  const key = `${state.seedDay}|${orgIds.join()}`
  let names = namesCache.get(key)
  if (!names) namesCache.set(key, (names = collectNames(state, orgIds)))
  return names
}

function collectNames(state: DbState, orgIds: readonly string[]) {
  const ofOrgs = (rows: ReadonlyArray<{ orgId: string; fundName: string }>) =>
    rows.filter((r) => orgIds.includes(r.orgId) && r.fundName).map((r) => r.fundName)
  const names = [
    ...ofOrgs(state.funds),
    ...ofOrgs(state.fundCreates),
    ...ofOrgs(orgIds.flatMap((orgId) => generatedCreates(orgId, state.funds, state.seedDay))),
    ...ofOrgs(state.contracts),
    ...ofOrgs(state.contractDrafts),
  ]
  return {
    shortNames: names.map((n) => n.replace(FUND_TYPE, '')),
    codes: new Set(state.funds.filter((f) => orgIds.includes(f.orgId)).map((f) => f.fundCode)),
  }
}

/** A run of CJK characters from an organisation's brand on. */
const brandRun = (state: DbState) => {
  const brands = [...new Set(state.orgs.map((o) => o.orgName.slice(0, 2)))].join('|')
  return new RegExp(`(${brands})[\\u4e00-\\u9fff]*`, 'g')
}

/** The fund names and codes in a text that are no record of the organisations. */
function strangers(state: DbState, orgIds: readonly string[], text: string): string[] {
  const runs = text.match(brandRun(state)) ?? []
  const { shortNames, codes } = namesOf(state, orgIds)
  const isOrgName = (run: string) => state.orgs.some((o) => run.startsWith(o.orgName))
  const unknownNames = runs.filter(
    (run) => !isOrgName(run) && !shortNames.some((name) => run.startsWith(name)),
  )
  const unknownCodes = (text.match(FUND_CODE) ?? []).filter((code) => !codes.has(code))
  return [...unknownNames, ...unknownCodes]
}

const shortNamesOf = new WeakMap<readonly FundRecord[], Array<[string, FundRecord]>>()

/** The fund a text names, if any. */
function fundIn(state: DbState, text: string) {
  let named = shortNamesOf.get(state.funds)
  if (!named) {
    named = state.funds.map((f) => [f.fundName.replace(FUND_TYPE, ''), f])
    shortNamesOf.set(state.funds, named)
  }
  return named.find(([short]) => text.includes(short))?.[1]
}

/** Whether a fund had books (估值表, 净值) on a day: established, not yet liquidated. */
function hadBooks(fund: FundRecord, day: string, seedDay: string) {
  if (!fund.establishDate || fund.establishDate > day) return false
  const yesterday = new Date(startOf(seedDay) - DAY / 2).toISOString().slice(0, 10)
  return fund.stage !== 'liquidated' || day <= liquidatedOn(fund, yesterday)
}

const usersOrgs = (state: DbState, userId: string) =>
  state.users.find((u) => u.userId === userId)?.orgIds ?? []

function expectDatedNear(state: DbState, seedDay: string, now: number) {
  expect(state.seedDay).toBe(seedDay)
  const recent = startOf(seedDay) - 3 * DAY
  for (const orgId of ORG_IDS) {
    const done = doneHistory(orgId, seedDay)
    const newestDone = Math.max(...done.map((d) => Date.parse(d.doneAt)))
    expect(
      beijing(newestDone) >= beijing(recent),
      `${orgId} newest 办结 ${beijing(newestDone)}`,
    ).toBe(true)
    expect(newestDone).toBeLessThanOrEqual(now)
    const tasks = state.downloadTasks.filter((t) => t.orgId === orgId)
    if (tasks.length === 0) continue
    const newestTask = Math.max(...tasks.map((t) => t.createdAt))
    expect(newestTask, `${orgId} newest download ${beijing(newestTask)}`).toBeGreaterThanOrEqual(
      recent,
    )
    for (const task of tasks) {
      expect(task.createdAt, task.fileName).toBeLessThanOrEqual(now)
      // The file is named with the time it was made.
      expect(task.fileName).toContain(beijing(task.createdAt).replace(/\D/g, ''))
    }
  }
  const future = state.pendingItems.filter((item) => Date.parse(item.createdAt) > now)
  expect(future.map((item) => `${item.id} ${item.todoKey} ${item.createdAt}`)).toEqual([])
  const messageDays = state.messages.map((m) => m.pubTime.slice(0, 10))
  expect(messageDays.every((day) => day <= seedDay)).toBe(true)
  expect(messageDays.some((day) => day >= beijingDay(startOf(seedDay) - 7 * DAY))).toBe(true)
  expect(state.messages.every((m) => m.pubTime <= beijing(now))).toBe(true)
}

afterEach(() => {
  vi.useRealTimers()
  resetDb()
})

describe('the seeded demo data', { timeout: 60_000 }, () => {
  test('the newest 办结 entries, downloads and messages are from the days before the seed', () => {
    const seedDay = beijingDay(Date.now())
    expectDatedNear(db.state, seedDay, Date.now())
  })

  test('every message, to-do, 办结 entry and download names its organisations’ own funds', () => {
    const state = db.state
    const found: string[] = []
    const check = (where: string, orgIds: readonly string[], text: string) => {
      for (const name of strangers(state, orgIds, text)) found.push(`${where}: ${name}`)
    }
    for (const m of state.messages)
      check(`message ${m.id}`, usersOrgs(state, m.userId), `${m.title} ${m.content}`)
    for (const item of state.pendingItems) check(`to-do ${item.id}`, [item.orgId], item.title)
    for (const task of state.downloadTasks)
      check(`download ${task.taskId}`, [task.orgId], `${task.params.tittle ?? ''} ${task.fileName}`)
    for (const orgId of ORG_IDS)
      for (const row of doneHistory(orgId, state.seedDay))
        check(`办结 ${row.id}`, [orgId], row.title)
    expect(found).toEqual([])
  })

  test('估值表, 净值 and 划款 messages, to-dos and 办结 entries only for a fund with books that day', () => {
    const state = db.state
    const wrong: string[] = []
    for (const m of state.messages.filter((m) => /估值表|净值/.test(m.title))) {
      const fund = fundIn(state, m.content)
      const day = /\d{4}-\d{2}-\d{2}/.exec(m.content)?.[0] ?? m.pubTime.slice(0, 10)
      if (!fund || !hadBooks(fund, day, state.seedDay)) wrong.push(`${m.id} ${m.content}`)
    }
    // A to-do on a fund's books needs books that day; none at all after it was liquidated.
    for (const item of state.pendingItems) {
      const fund = fundIn(state, item.title)
      const day = beijingDay(Date.parse(item.createdAt))
      if (!fund || fund.stage === 'raising') continue
      const books = /估值表|净值|凭证|划款/.test(item.title)
      const ended = fund.stage === 'liquidated' && !hadBooks(fund, day, state.seedDay)
      if (ended || (books && !hadBooks(fund, day, state.seedDay)))
        wrong.push(`${item.id} ${item.title} ${day}`)
    }
    for (const orgId of ORG_IDS)
      for (const row of doneHistory(orgId, state.seedDay)) {
        const fund = fundIn(state, row.title)
        const day = beijingDay(Date.parse(row.doneAt))
        // 成立申请 and 合同起草 come before a fund is established, never after.
        if (
          /产品成立申请|合同起草/.test(row.title) &&
          fund?.establishDate &&
          fund.establishDate <= day
        )
          wrong.push(`${row.id} ${row.title} ${day}`)
        if (!/估值表|净值|划款|定期报告|分红/.test(row.title)) continue
        if (!fund || !hadBooks(fund, day, state.seedDay))
          wrong.push(`${row.id} ${row.title} ${day}`)
      }
    expect(wrong).toEqual([])
  })

  // 10:00 on a Tuesday in March; 01:30 on New Year's day, before the day's first to-dos.
  test.each([
    ['2026-03-17', '2026-03-17T02:00:00Z'],
    ['2027-01-01', '2026-12-31T17:30:00Z'],
  ])('seeded on %s, the dates move with it', (seedDay, now) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(now))
    resetDb()
    expectDatedNear(db.state, seedDay, Date.now())
    const remark = db.state.remarks[0]!
    expect(remark.at < new Date().toISOString()).toBe(true)
    expect(remark.at > new Date(Date.now() - 14 * DAY).toISOString()).toBe(true)
  })
})
