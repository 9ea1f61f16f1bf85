import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react'
import { HomeCard, type HomeModule } from '@/components/home-card'

const LOADING = { isPending: true, isError: false, refetch: () => undefined }

const isChunkError = (e: Error) =>
  /dynamically imported module|Importing a module script|chunk/i.test(e.message)

interface BoundaryProps {
  title: string
  children: ReactNode
}

/**
 * One card's render error stays in that card: its failure with 重新加载, the rest of the page
 * carries on. A card whose code failed to download needs the page reloaded (a lazy import
 * remembers its failure); any other error renders the card again.
 */
class CardBoundary extends Component<BoundaryProps, { error: Error | undefined }> {
  state = { error: undefined as Error | undefined }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('home card error', error, info.componentStack)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    const retry = () =>
      isChunkError(error) ? window.location.reload() : this.setState({ error: undefined })
    return (
      <HomeCard
        title={this.props.title}
        state={{ isPending: false, isError: true, refetch: retry }}
      >
        {null}
      </HomeCard>
    )
  }
}

/** A module's place in the grid: its own error boundary and a skeleton while its code loads. */
export function ModuleSlot({ module }: { module: HomeModule }) {
  const { Card, title, wide } = module
  return (
    <section
      className={wide ? 'home-grid__slot home-grid__slot--wide' : 'home-grid__slot'}
      aria-label={title}
      data-module={module.key}
    >
      <CardBoundary title={title}>
        <Suspense
          fallback={
            <HomeCard title={title} state={LOADING}>
              {null}
            </HomeCard>
          }
        >
          <Card />
        </Suspense>
      </CardBoundary>
    </section>
  )
}
