import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useQuantEditor } from './use-quant-editor'
import { useQuantTable } from './use-quant-tables'

/*
 * The table the edit page shows and its editor. The page has one tab whatever the table, so
 * another table's 编辑 lands in the same tab: with unsaved edits, the page asks first
 * (`switching`); staying puts the address back on the table being edited.
 */
export function useEditedTable() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const id = params.get('id') ?? undefined
  const [shownId, setShownId] = useState(id)
  const query = useQuantTable(shownId)
  const detail = query.data
  const editor = useQuantEditor(detail?.month ?? '')

  // A new table (or a new version of it, after 保存草稿 or 提交) fills the editor.
  const version = detail && `${detail.tableId}|${detail.updatedAt}|${detail.status}`
  const [loadedVersion, setLoadedVersion] = useState<string>()
  if (version && version !== loadedVersion) {
    setLoadedVersion(version)
    editor.loaded(detail.rows)
  }
  if (id !== shownId && !editor.dirty) setShownId(id)

  return {
    id: shownId,
    query,
    detail,
    editor,
    /** The address names another table while this one has unsaved edits. */
    switching: id !== shownId && editor.dirty,
    /** Where this table's address is (staying on it is never asked). */
    home: shownId ? `?id=${encodeURIComponent(shownId)}` : '',
    stay: () =>
      navigate({ search: shownId ? `?id=${encodeURIComponent(shownId)}` : '' }, { replace: true }),
  }
}
