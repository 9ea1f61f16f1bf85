import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { beijingToday } from '@contract/beijing-time'

// beijing-time extends day.js with the utc and timezone plugins and makes Asia/Shanghai
// dayjs.tz()'s default zone.
dayjs.locale('zh-cn')

/**
 * Beijing's today as a date picker's day (a local-zone day.js at midnight, like the days a
 * picker hands back), for defaults and disabledDate rules: `dayjs()` is the browser's today.
 */
export const beijingTodayDay = () => dayjs(beijingToday())

export { dayjs }
