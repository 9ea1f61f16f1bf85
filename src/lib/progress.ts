/** Counts what is loading (lazy chunks, route changes) for the top progress bar. */
type Listener = (busy: boolean) => void

let pending = 0
const listeners = new Set<Listener>()

function emit() {
  listeners.forEach((listener) => listener(pending > 0))
}

export function progressStarted() {
  pending += 1
  if (pending === 1) emit()
}

export function progressDone() {
  pending = Math.max(0, pending - 1)
  if (pending === 0) emit()
}

export function onProgress(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
