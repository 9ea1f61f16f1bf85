import { readFileSync } from 'node:fs'
import os from 'node:os'

function osName() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8')
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1]
    if (pretty) return `${pretty}, ${os.type()} ${os.release()}`
  } catch {
    // not Linux, or no os-release: the kernel's name will do
  }
  return `${os.type()} ${os.release()}`
}

/** What the figures were measured on. */
export function describeMachine(chromium) {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    os: osName(),
    node: process.version,
    chromium,
  }
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')
