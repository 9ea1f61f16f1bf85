import type { FormInstance } from 'antd'
import { useState } from 'react'
import { ApiError } from '@/lib/http/api-error'
import { DRAFT_STEPS, type DraftDetail } from '@contract/api/contract-manage'
import { STEP_FIELDS, toBody, type WizardValues } from '../components/wizard-values'
import type { useDraftEditor } from './use-draft-editor'

const REVIEW = DRAFT_STEPS.length - 1

interface Options {
  form: FormInstance<WizardValues>
  editor: ReturnType<typeof useDraftEditor>
  /** The saved draft it resumes (at its step), or none for a new one. */
  initial: DraftDetail | undefined
  /** A draft was saved (a new one now has its id). */
  onSaved: (draftId: string) => void
}

/**
 * The wizard's moves: 下一步 checks the step's fields first, 上一步 and the steps already
 * reached never lose anything (one form holds every step), 保存草稿 keeps what is typed (a
 * draft may be incomplete or out of range; the server names a field it cannot keep) and
 * keeps the step, 提交 checks every step (showing the first with a problem).
 */
export function useWizardSteps({ form, editor, initial, onSaved }: Options) {
  const [step, setStep] = useState(initial?.step ?? 0)
  const [reached, setReached] = useState(initial?.step ?? 0)
  const [dirty, setDirty] = useState(false)
  const [contractId, setContractId] = useState<string>()

  const valid = (names: Parameters<typeof form.validateFields>[0]) =>
    form.validateFields(names).then(
      () => true,
      () => false,
    )
  const show = (target: number) => {
    setStep(target)
    setReached((r) => Math.max(r, target))
  }
  const next = async () => {
    if (await valid(STEP_FIELDS[step])) show(step + 1)
  }
  const back = () => setStep((s) => Math.max(0, s - 1))
  const goTo = async (target: number) => {
    if (target < step) return setStep(target)
    if (target <= reached && (await valid(STEP_FIELDS[step]))) show(target)
  }

  /** A refusal naming the fund's name shows on that field. */
  const placeRefusal = (e: unknown) => {
    if (e instanceof ApiError && e.message.includes('产品名称')) {
      setStep(1)
      form.setFields([{ name: ['elements', 'fundName'], errors: [e.message] }])
    }
  }

  const save = async () => {
    const values = form.getFieldsValue(true) as WizardValues
    if (!values.templateCode) {
      setStep(0)
      return void (await valid([['templateCode']]))
    }
    try {
      const saved = await editor.save.mutateAsync(toBody(values, step, editor.draftId))
      setDirty(false)
      onSaved(saved.draftId)
    } catch (e) {
      placeRefusal(e)
    }
  }

  const submit = async () => {
    for (let s = 0; s < REVIEW; s += 1) {
      if (!(await valid(STEP_FIELDS[s]))) return setStep(s)
    }
    const values = form.getFieldsValue(true) as WizardValues
    try {
      const done = await editor.submit.mutateAsync(toBody(values, REVIEW, editor.draftId))
      setDirty(false)
      setContractId(done.contractId)
    } catch (e) {
      placeRefusal(e)
    }
  }

  return { step, reached, dirty, setDirty, contractId, next, back, goTo, save, submit }
}
