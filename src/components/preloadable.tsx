import { lazy, type ComponentType } from 'react'

/** A lazily loaded component that can be asked to load before it renders. */
export type Preloadable<P extends object = object> = ComponentType<P> & {
  /**
   * Loads the module, once. Settles either way: a failure is remembered and shows where the
   * component renders (its error boundary), as React.lazy's does.
   */
  preload: () => Promise<void>
  /** Whether the module has loaded: it renders without suspending. */
  loaded: () => boolean
}

/**
 * Like React.lazy, but once its module has loaded it renders at once, without suspending.
 * React.lazy suspends on its first render even when the module is already there, and React
 * holds a Suspense boundary's content back until 300 ms after its fallback showed: a page or
 * a home card whose code was loaded ahead (preload) would still wait that long.
 */
export function preloadable<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default
      return loaded
    }))
  const Suspending = lazy(() => loadOnce().then((Component) => ({ default: Component })))
  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    )
  function Loaded(props: P) {
    const Component = loaded ?? Suspending
    return <Component {...props} />
  }
  return Object.assign(Loaded, { preload, loaded: () => loaded !== undefined })
}

/**
 * Props for the button that opens a preloadable part (a dialog): its code loads as the pointer
 * arrives, and `open` runs once it is there. After a failed load too: its render then shows
 * the failure, as React.lazy's did.
 */
export const opensAhead = (part: Pick<Preloadable, 'preload'>, open: () => void) => ({
  onPointerEnter: () => void part.preload(),
  onClick: () => void part.preload().then(open),
})
