#!/usr/bin/env node
// `npm test`: every stage in order, stopping at the first that fails, then how long each took
// (also written to test-results/stage-times.json, which .ci/run's report adds to the install's).
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { formatStageTimes } from './stage-times.mjs'

const STAGES = ['lint', 'typecheck', 'test:unit', 'check:budgets', 'audit:prod', 'test:e2e']

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const times = []
let failed
for (const stage of STAGES) {
  const started = performance.now()
  const { status } = spawnSync(npm, ['run', stage], { stdio: 'inherit' })
  times.push({ stage: `npm run ${stage}`, seconds: (performance.now() - started) / 1000, status })
  if (status !== 0) {
    failed = stage
    break
  }
}

mkdirSync('test-results', { recursive: true })
writeFileSync('test-results/stage-times.json', `${JSON.stringify(times, null, 2)}\n`)
console.log(`\n${formatStageTimes(times)}`)
if (failed) {
  console.error(`npm test: ${failed} failed; the stages after it did not run.`)
  process.exit(1)
}
