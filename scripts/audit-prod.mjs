// `npm audit --omit=dev`, failing on a high or critical advisory in what the portal ships.
// Where the registry offers no audit endpoint (some mirrors answer 405), says so and passes:
// nothing was checked, which is reported rather than hidden.
import { spawnSync } from 'node:child_process'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  report = undefined
}
const counts = report?.metadata?.vulnerabilities
if (!counts) {
  const why =
    report?.message ??
    report?.error?.summary ??
    run.stderr.split('\n').find((l) => /error/i.test(l)) ??
    'no answer'
  console.warn(`audit: NOT CHECKED - the registry's audit endpoint is unavailable (${why.trim()})`)
  process.exit(0)
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0)
console.log(
  `audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
)
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {}))
    if (v.severity === 'high' || v.severity === 'critical')
      console.error(`  ${v.severity}: ${name} ${v.range}`)
  process.exit(1)
}
