/** Median, min and max of a list of samples, keeping the samples for the report. */
export function summarise(samples) {
  const values = samples.filter((v) => Number.isFinite(v))
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const median =
    sorted.length === 0
      ? NaN
      : sorted.length % 2
        ? sorted[mid]
        : (sorted[mid - 1] + sorted[mid]) / 2
  return { median, min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN, samples: values }
}

/** A figure that is the same on every run (read from the build output). */
export const exact = (value) => ({
  median: value,
  min: value,
  max: value,
  samples: [value],
  fromBuild: true,
})

/** Collects samples per key while runs go on. */
export class Samples {
  #byKey = new Map()

  add(key, value) {
    if (value === undefined || value === null) return
    const list = this.#byKey.get(key) ?? []
    list.push(...(Array.isArray(value) ? value : [value]))
    this.#byKey.set(key, list)
  }

  summary(key) {
    return summarise(this.#byKey.get(key) ?? [])
  }
}
