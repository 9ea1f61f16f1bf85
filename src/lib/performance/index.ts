/** 业绩分析's pure performance maths (screens.md "Performance metrics"). */
export * from './types'
export * from './metrics'
export * from './series'
export * from './monthly'
export * from './range'
export { daysBetween, isIsoDate, shiftMonths } from './dates'
