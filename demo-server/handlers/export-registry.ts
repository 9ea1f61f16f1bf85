import type { Cell } from '../xlsx/xlsx-writer'
import { ANY_USER } from './endpoint-rule'
import { doneQueryOf, doneRowsOf } from './done-list'

/**
 * What the demo backend can export: a list page names its source and sends its query; the
 * source answers the rows for that query (undefined for a query it cannot read). Issue 8's
 * query pages add their sources here.
 */
export interface ExportSource {
  /** Who may export it: a user who can open one of these pages (access.ts), or ANY_USER. */
  pages: typeof ANY_USER | readonly string[]
  /** 数据来源 in the 下载中心. */
  label: string
  headers: readonly string[]
  widths?: readonly number[]
  rows: (
    orgId: string,
    params: Record<string, unknown>,
    canOpen: (menuUrl: string) => boolean,
  ) => Cell[][] | undefined
}

const exportSources: Record<string, ExportSource> = {
  'done-list': {
    pages: ANY_USER,
    label: '待办办结-办结列表',
    headers: ['标题', '业务类型', '提交时间', '办结时间', '办理结果'],
    widths: [36, 16, 20, 20, 12],
    rows: (orgId, params, canOpen) => {
      const query = doneQueryOf(params)
      if (!query) return undefined
      return doneRowsOf(orgId, query, canOpen).map((d) => [
        d.title,
        d.menuName,
        d.submittedAt,
        d.doneAt,
        d.result,
      ])
    },
  },
}

/** Adds a source (a page's list, or a test's). */
export function registerExportSource(name: string, source: ExportSource) {
  exportSources[name] = source
}

export const exportSourceOf = (name: unknown): ExportSource | undefined =>
  typeof name === 'string' && Object.hasOwn(exportSources, name) ? exportSources[name] : undefined
