import { ReadOutlined } from '@ant-design/icons'
import { Collapse } from 'antd'
import { useState } from 'react'
import { useSanitizedHtml } from '@/lib/use-sanitized-html'
import { useUserGuide } from '../hooks/use-user-guide'
import { GuideContent } from './guide-content'
import { GuideFeedback } from './guide-feedback'
import './business-guide.css'

const PANEL_KEY = 'guide'

/**
 * 业务说明 above a functional page: the page's guide (server HTML, sanitised), open by default
 * when the guide says showNotice, with the 满意 / 一般 rating and the complaint box. A page
 * without a guide, or whose guide (or sanitiser) fails to load, shows nothing here.
 */
export function BusinessGuide({ menuId }: { menuId: number }) {
  const guide = useUserGuide(menuId)
  // Until the user opens or closes the panel, it follows the guide's showNotice.
  const [chosenOpen, setChosenOpen] = useState<boolean>()
  const { html } = useSanitizedHtml(guide.data?.content)

  if (!guide.data || !html?.trim()) return null
  const open = chosenOpen ?? guide.data.showNotice

  return (
    <section className="business-guide" aria-label="业务说明">
      <Collapse
        size="small"
        activeKey={open ? [PANEL_KEY] : []}
        onChange={(keys) => setChosenOpen(keys.includes(PANEL_KEY))}
        items={[
          {
            key: PANEL_KEY,
            label: (
              <span className="business-guide__title">
                <ReadOutlined aria-hidden />
                业务说明
              </span>
            ),
            children: (
              <>
                <GuideContent html={html} />
                <GuideFeedback menuId={menuId} />
              </>
            ),
          },
        ]}
      />
    </section>
  )
}
