import { CheckOutlined } from '@ant-design/icons'

interface Props {
  steps: readonly string[]
  current: number
  /** Earlier steps can be gone back to. */
  onBack: (index: number) => void
}

/** 机构信息 → 联系人 → 上传材料 → 确认提交: where the applicant is (lighter than antd Steps). */
export function StepBar({ steps, current, onBack }: Props) {
  return (
    <ol className="step-bar" aria-label="注册步骤">
      {steps.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo'
        const mark = state === 'done' ? <CheckOutlined aria-hidden /> : index + 1
        return (
          <li
            key={title}
            className={`step-bar__step step-bar__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {state === 'done' ? (
              <button
                type="button"
                className="step-bar__button"
                onClick={() => onBack(index)}
                aria-label={`返回${title}（已完成）`}
              >
                <span className="step-bar__mark">{mark}</span>
                <span className="step-bar__title">{title}</span>
              </button>
            ) : (
              <span className="step-bar__button">
                <span className="step-bar__mark">{mark}</span>
                <span className="step-bar__title">{title}</span>
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
