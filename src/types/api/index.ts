export * from './auth'
export * from './envelope'
export * from './menu'
export * from './push'
