import { useQuery } from '@tanstack/react-query'
import { Button, Card, Empty, Skeleton, Timeline } from 'antd'
import { releaseNotesQuery } from '@/api/query/get-release-notes'
import { ReleaseNoteEntry, versionAnchor } from './release-note-entry'

/** Brings a version's notes into view (the page scrolls inside the layout, not the window). */
function goTo(version: string) {
  const target = document.getElementById(versionAnchor(version))
  target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  target?.focus({ preventScroll: true })
}

/** 更新说明: every version's notes, newest first, with a version list to jump between them. */
export function ReleaseNotes() {
  const query = useQuery(releaseNotesQuery())
  let body
  if (query.isPending) {
    body = (
      <div role="status" aria-label="正在加载更新说明">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    )
  } else if (query.isError) {
    body = (
      <div className="release-notes__failed" role="alert">
        <span>更新说明加载失败</span>
        <Button size="small" onClick={() => void query.refetch()}>
          重新加载
        </Button>
      </div>
    )
  } else if (query.data.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无更新说明" />
  } else {
    const notes = query.data
    body = (
      <div className="release-notes">
        <nav className="release-notes__nav" aria-label="版本">
          {notes.map((note) => (
            <button key={note.version} type="button" onClick={() => goTo(note.version)}>
              <span>V{note.version}</span>
              <span className="release-notes__nav-date">{note.date}</span>
            </button>
          ))}
        </nav>
        <Timeline
          className="release-notes__list"
          items={notes.map((note, i) => ({
            key: note.version,
            color: i === 0 ? 'red' : 'gray',
            content: <ReleaseNoteEntry note={note} />,
          }))}
        />
      </div>
    )
  }
  return <Card title="更新说明">{body}</Card>
}
