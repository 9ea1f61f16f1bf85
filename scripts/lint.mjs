#!/usr/bin/env node
// `npm run lint`: ESLint, Prettier and the import-cycle check side by side. Each alone leaves
// part of a 2-core machine idle (ESLint ~1.5 cores); together they finish sooner than in a
// row (docs/testing.md). Each check's output is printed whole when it ends, then the verdict.
import { spawn } from 'node:child_process'

const CHECKS = [
  ['ESLint', 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'],
  ['Prettier', 'node_modules/prettier/bin/prettier.cjs', '--check', '.'],
  ['import cycles', 'scripts/check-import-cycles.mjs'],
]

function run([name, script, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: process.env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ name, output: `${output}${error.message}\n`, code: 1 }))
    child.on('close', (code, signal) => {
      process.stdout.write(`── ${name} ──\n${output || 'no problems\n'}`)
      resolve({ name, output, code: code ?? (signal ? 1 : 0) })
    })
  })
}

const results = await Promise.all(CHECKS.map(run))
const failed = results.filter((result) => result.code !== 0).map((result) => result.name)
if (failed.length) {
  console.error(`lint: ${failed.join(', ')} failed`)
  process.exit(1)
}
