import { NewMenus } from '../components/new-menus'
import { ReleaseNotes } from '../components/release-notes'
import '../components/release-notes.css'

/**
 * 新功能速递 (portal-spec §2; the header's gift icon): the menus newly online for this user,
 * then the release notes of every version, newest first.
 */
export default function NewFeaturesPage() {
  return (
    <div className="new-features">
      <NewMenus />
      <ReleaseNotes />
    </div>
  )
}
