import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const VITEST = 'node_modules/vitest/vitest.mjs'
const CONFIG = 'scripts/bench/vitest.bench.config.mjs'

/** Runs tests/bench with vitest bench; one row per benchmark, times in ms. */
export async function runMicroBenchmarks() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-micro-'))
  const json = join(dir, 'micro.json')
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [VITEST, 'bench', '--run', '--config', CONFIG, '--outputJson', json],
        { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
      )
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      const timer = setTimeout(() => child.kill('SIGTERM'), 300_000)
      child.on('error', reject)
      child.on('close', (code) => {
        clearTimeout(timer)
        if (code === 0) resolve()
        else reject(new Error(`vitest bench failed (${code}):\n${output}`))
      })
    })
    const report = JSON.parse(await readFile(json, 'utf8'))
    return report.files.flatMap((file) =>
      file.groups.flatMap((group) =>
        group.benchmarks.map((b) => ({
          group: group.fullName.split(' > ').slice(1).join(' > '),
          name: b.name,
          median: b.median,
          min: b.min,
          max: b.max,
          samples: b.sampleCount,
        })),
      ),
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
