import { getData } from '@/lib/http/request'
import type { SysEnv } from '@contract/api'

/** GET /isNotLogin/getSysEnv: the environment's name in VALUEE. */
export const getSysEnv = () => getData<SysEnv>('/isNotLogin/getSysEnv', { silent: true })
