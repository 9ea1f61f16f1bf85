import { FormOutlined, LikeOutlined, MehOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useSatisfaction, type Rating } from '../hooks/use-satisfaction'

/** Its form is loaded the first time 我要吐槽 is clicked, not with every page. */
const ComplaintDialog = lazy(() =>
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
        onClick={() => {
          setEverOpened(true)
          setComplaining(true)
        }}
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
