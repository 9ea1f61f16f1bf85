import { Select } from 'antd'
import { useBenchmarks } from '../hooks/use-performance-queries'

/** What the URL's `benchmark` holds when the user wants none. */
export const NO_BENCHMARK = 'none'
export const DEFAULT_BENCHMARK = '000300'

interface Props {
  value: string
  onChange: (code: string) => void
}

/** 业绩基准: an index to measure the fund against, or none. */
export function BenchmarkSelect({ value, onChange }: Props) {
  const benchmarks = useBenchmarks()
  const options = [
    ...(benchmarks.data ?? []).map((b) => ({ value: b.code, label: b.name })),
    { value: NO_BENCHMARK, label: '不对比基准' },
  ]
  return (
    <Select<string>
      aria-label="业绩基准"
      style={{ width: 140 }}
      loading={benchmarks.isLoading}
      options={options}
      value={benchmarks.data ? value : undefined}
      onChange={onChange}
    />
  )
}
