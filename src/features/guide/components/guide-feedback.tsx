import { FormOutlined, LikeOutlined, MehOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { Suspense, useState, type ComponentProps, type ReactNode } from 'react'
import { opensAhead, preloadable } from '@/components/preloadable'
import { useSatisfaction, type Rating } from '../hooks/use-satisfaction'
import type { ComplaintDialog as Complaint } from './complaint-dialog'

/** Its form loads when 我要吐槽 is first pointed at or clicked, not with every page. */
const ComplaintDialog = preloadable<ComponentProps<typeof Complaint>>(() =>
  import('./complaint-dialog').then((m) => ({ default: m.ComplaintDialog })),
)

const CHOICES: Array<{ rating: Rating; label: string; icon: ReactNode }> = [
  { rating: 'satisfied', label: '满意', icon: <LikeOutlined aria-hidden /> },
  { rating: 'average', label: '一般', icon: <MehOutlined aria-hidden /> },
]

/** Under the guide: was it helpful (满意 / 一般, toggles), and the complaint box. */
export function GuideFeedback({ menuId }: { menuId: number }) {
  const { rating, toggle } = useSatisfaction(menuId)
  const [complaining, setComplaining] = useState(false)
  // Once opened, the dialog stays mounted, so closing animates and a reopened draft survives.
  const [everOpened, setEverOpened] = useState(false)
  return (
    <div className="business-guide__feedback">
      <span className="business-guide__ask">本页说明对您有帮助吗？</span>
      <div className="business-guide__actions" role="group" aria-label="满意度评价">
        {CHOICES.map((choice) => {
          const pressed = rating === choice.rating
          return (
            <Button
              key={choice.rating}
              size="small"
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'solid' : 'outlined'}
              icon={choice.icon}
              aria-pressed={pressed}
              onClick={() => toggle(choice.rating)}
            >
              {choice.label}
            </Button>
          )
        })}
      </div>
      <Button
        size="small"
        color="primary"
        variant="link"
        icon={<FormOutlined aria-hidden />}
        {...opensAhead(ComplaintDialog, () => {
          setEverOpened(true)
          setComplaining(true)
        })}
      >
        我要吐槽
      </Button>
      {everOpened && (
        <Suspense>
          <ComplaintDialog
            menuId={menuId}
            open={complaining}
            onClose={() => setComplaining(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
