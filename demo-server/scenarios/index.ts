import type { HttpHandler } from 'msw'
import type { DbState } from '../db/types'
import type { PushHook } from '../ws/push'
import { faults } from './faults'
import { manyMenus } from './many-menus'
import { pace } from './pace'
import type { Scenario } from './types'
import { xss } from './xss'

export const scenarios: Record<string, Scenario> = {
  'many-menus': manyMenus,
  xss,
  faults,
  pace,
}

export interface ScenarioChoice {
  name: string
  arg: string | undefined
}

/** `"xss,faults:0.2"` → the known scenarios named, each with its optional argument. */
export function parseScenarios(text: string | null | undefined): ScenarioChoice[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): ScenarioChoice => {
      const [name = '', ...rest] = part.split(':')
      return { name, arg: rest.length ? rest.join(':') : undefined }
    })
    .filter((choice) => Object.hasOwn(scenarios, choice.name))
}

export function seedScenarios(state: DbState, choices: ScenarioChoice[]) {
  for (const { name, arg } of choices) scenarios[name]?.seed?.(state, arg)
}

export function scenarioHandlers(choices: ScenarioChoice[]): HttpHandler[] {
  return choices.flatMap(({ name, arg }) => scenarios[name]?.handlers?.(arg) ?? [])
}

/** What the scenarios do for each push client (handed to the push channel: setPushHooks). */
export function scenarioPushHooks(choices: ScenarioChoice[]): PushHook[] {
  return choices.flatMap(({ name, arg }) => scenarios[name]?.onPushClient?.(arg) ?? [])
}
