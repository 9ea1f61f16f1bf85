import { useSysEnv } from '../hooks/use-sys-env'

const LABELS: Record<string, string> = {
  dev: '开发环境',
  development: '开发环境',
  sit: '测试环境',
  test: '测试环境',
  uat: '用户验收环境',
  pre: '预发布环境',
  demo: '演示环境',
}

const isProduction = (value: string) => /^(prod|production|prd|生产|生产环境)$/i.test(value.trim())

/** A strip naming the environment, shown everywhere except production (portal-spec §1). */
export function EnvBanner() {
  const value = useSysEnv()
  if (!value || isProduction(value)) return null
  const label = LABELS[value.toLowerCase()] ?? value
  return (
    <div role="status" aria-label="运行环境" className="env-banner">
      当前为{label}，数据仅供测试与演示，不代表真实业务
    </div>
  )
}
