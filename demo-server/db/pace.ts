import { db } from './db'

/**
 * A wait of the demo's clock-driven work (an export task's preparation, the custodian's review
 * and seal) at the demo's pace: the `pace` scenario shortens them for journeys that wait on them.
 */
export const paced = (ms: number) => ms / (db.state.pace ?? 1)
