#!/usr/bin/env node
// The last thing .ci/run prints: where the minutes went, install steps then `npm test`'s stages.
// Usage: node scripts/ci-report.mjs <step>=<seconds> ... (the install steps .ci/run timed itself)
import { existsSync, readFileSync } from 'node:fs'
import { formatStageTimes } from './stage-times.mjs'

const install = process.argv.slice(2).map((arg) => {
  const [stage, seconds] = arg.split('=')
  return { stage, seconds: Number(seconds) }
})
const file = 'test-results/stage-times.json'
const tests = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : []
console.log(`\n${formatStageTimes([...install, ...tests])}`)
if (!tests.length) console.log('  (npm test wrote no stage times: it did not start)')
