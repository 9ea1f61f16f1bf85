import { Card } from 'antd'
import { useState } from 'react'
import { DemandForm } from '../components/demand-form'
import { DemandList, type DemandListState } from '../components/demand-list'
import '../components/demand.css'

const FIRST_PAGE: DemandListState = { status: '', pageNo: 1, pageSize: 10 }

/**
 * 需求建议 (/demand-suggestions): submit a suggestion (category, up to 2,000 characters, an
 * optional attachment), then follow one's own in 我的建议 with status and replies.
 */
export default function DemandSuggestionsPage() {
  const [list, setList] = useState(FIRST_PAGE)
  return (
    <div className="demand-page">
      <Card title="提交需求建议" className="demand-page__form">
        <p className="demand-page__intro">
          您对平台的功能、数据或使用体验有任何意见和建议，欢迎告诉我们。平台运营团队会在 2
          个工作日内处理，并在“我的建议”中回复。
        </p>
        {/* The new one is first in the unfiltered list's first page. */}
        <DemandForm onSubmitted={() => setList((s) => ({ ...FIRST_PAGE, pageSize: s.pageSize }))} />
      </Card>
      <DemandList state={list} onChange={setList} />
    </div>
  )
}
