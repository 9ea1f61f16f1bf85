// What jsdom lacks and antd needs.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
})

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver

window.scrollTo = () => undefined

// antd measures scrollbars through getComputedStyle(el, pseudo); jsdom throws for pseudo.
const computed = window.getComputedStyle.bind(window)
window.getComputedStyle = (el: Element) => computed(el)

// antd's Watermark draws on a canvas; jsdom has none (the watermark is checked in Chromium).
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext']
