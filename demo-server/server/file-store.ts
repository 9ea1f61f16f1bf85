import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { DbStore } from '../db/db'

/**
 * The demo server's state in one JSON file: written whole to a temporary file and renamed over
 * the old one, so a crash mid-write leaves the previous state, never half of one. A file that
 * cannot be read is set aside beside it (…corrupt-<time>.json) and the seed starts again.
 */
export function fileStore(file: string, log: (message: string) => void): DbStore {
  mkdirSync(dirname(file), { recursive: true })
  return {
    read: () => (existsSync(file) ? readFileSync(file, 'utf8') : null),
    write(json) {
      const temporary = `${file}.tmp`
      writeFileSync(temporary, json)
      renameSync(temporary, file)
    },
    discard(reason) {
      const aside = file.replace(/\.json$/, '') + `.corrupt-${Date.now()}.json`
      renameSync(file, aside)
      log(`演示数据文件无法读取（${reason}），已移至 ${aside}，从初始数据重新开始`)
    },
  }
}
