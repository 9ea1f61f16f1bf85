/** A table of stages and their wall times, with the total: what `npm test` and CI print last. */
export function formatStageTimes(times) {
  const width = Math.max(...times.map((t) => t.stage.length), 'total'.length)
  const clock = (seconds) => {
    const whole = Math.round(seconds)
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
  }
  const rows = times.map(
    ({ stage, seconds, status }) =>
      `  ${stage.padEnd(width)}  ${clock(seconds).padStart(6)}${status ? '  FAILED' : ''}`,
  )
  const total = times.reduce((sum, t) => sum + t.seconds, 0)
  return [
    'Stage times (m:ss)',
    ...rows,
    `  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}`,
  ].join('\n')
}
