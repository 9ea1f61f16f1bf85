/* global window, document, requestAnimationFrame, MutationObserver, Element -- run in the page */
// Functions run inside the page (addInitScript / page.evaluate): each must be self-contained.
// Timings are taken in the page, from the event's own timestamp to the frame after the change,
// so Playwright's round trips never count.

/** Init script: window.__bench.passwordShown resolves with the time a password field shows. */
export function installPasswordProbe() {
  let resolve
  const shown = new Promise((r) => (resolve = r))
  window.__bench = { passwordShown: shown }
  performance.setResourceTimingBufferSize(2000)
  const afterNextPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => done(performance.now())
      channel.port2.postMessage(null)
    })
  const check = () => {
    const input = document.querySelector('input[type="password"]')
    if (!input || !input.checkVisibility({ visibilityProperty: true })) return false
    observer.disconnect()
    afterNextPaint(resolve)
    return true
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true, attributes: true })
  // A style sheet can show a field without a DOM change: look once a frame as well.
  const poll = () => {
    if (!check()) requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
}

/**
 * Arms a timer: from the next `start` event (click, keydown; null: now) anywhere in the page until every
 * `all` condition holds (a visible element matching the selector, containing the text) and no
 * `none` selector matches a visible element, plus the next paint. window.__benchPending
 * resolves with { startAt, readyAt } (performance.now() times).
 */
export function armReady({ start, all, none = [], timeoutMs }) {
  const shown = (el) => el.checkVisibility({ visibilityProperty: true })
  const holds = () =>
    all.every(({ selector, text }) =>
      [...document.querySelectorAll(selector)].some(
        (el) => shown(el) && (!text || el.textContent.includes(text)),
      ),
    ) && none.every((selector) => ![...document.querySelectorAll(selector)].some(shown))
  window.__benchPending = new Promise((resolve, reject) => {
    let startAt
    let done = false
    const finish = () => {
      done = true
      observer.disconnect()
      clearTimeout(timer)
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve({ startAt, readyAt: performance.now() })
        channel.port2.postMessage(null)
      })
    }
    const check = () => {
      if (!done && startAt !== undefined && holds()) finish()
      return done
    }
    const observer = new MutationObserver(check)
    const poll = () => {
      if (!check()) requestAnimationFrame(poll)
    }
    const onStart = (event) => {
      startAt = event.timeStamp
      observer.observe(document, { childList: true, subtree: true, attributes: true })
      requestAnimationFrame(poll)
    }
    if (start) document.addEventListener(start, onStart, { capture: true, once: true })
    else onStart({ timeStamp: performance.now() })
    const timer = setTimeout(() => {
      done = true
      observer.disconnect()
      if (start) document.removeEventListener(start, onStart, { capture: true })
      reject(new Error(`not ready within ${timeoutMs} ms: ${JSON.stringify({ all, none })}`))
    }, timeoutMs)
  })
}

/**
 * Arms a timer for a filter: from the next keydown until the first DOM change under `root`
 * outside `ignore` (the toolbar with the input), plus the next paint.
 */
export function armListChange({ root, ignore, timeoutMs }) {
  const container = document.querySelector(root)
  window.__benchPending = new Promise((resolve, reject) => {
    if (!container) return reject(new Error(`${root} is not in the page`))
    let startAt
    const outside = (record) => {
      const node = record.target
      const element = node instanceof Element ? node : node.parentElement
      return !element?.closest(ignore)
    }
    const observer = new MutationObserver((records) => {
      if (startAt === undefined || !records.some(outside)) return
      observer.disconnect()
      clearTimeout(timer)
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve({ startAt, readyAt: performance.now() })
        channel.port2.postMessage(null)
      })
    })
    observer.observe(container, { childList: true, subtree: true, characterData: true })
    document.addEventListener('keydown', (event) => (startAt = event.timeStamp), {
      capture: true,
      once: true,
    })
    const timer = setTimeout(() => {
      observer.disconnect()
      reject(new Error(`the list under ${root} did not change within ${timeoutMs} ms`))
    }, timeoutMs)
  })
}

export const firstContentfulPaint = () =>
  performance.getEntriesByName('first-contentful-paint')[0]?.startTime

export const loadedResources = () => performance.getEntriesByType('resource').map((e) => e.name)
