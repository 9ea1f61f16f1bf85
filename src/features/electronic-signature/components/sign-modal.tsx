import { Alert, Button, Modal, Skeleton } from 'antd'
import { useState } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import type { SealPlacement, SignDocument } from '@contract/api/e-signature'
import { useConfirmSign, useSignSources } from '../hooks/use-sign'
import { DocFacts } from './doc-facts'
import { DocPages, keepOnPage } from './doc-pages'
import { SealChoice } from './seal-choice'
import { SmsConfirm } from './sms-confirm'

interface Props {
  /** The document to sign; the dialog is open while there is one. */
  doc: SignDocument | undefined
  onClose: () => void
}

/**
 * 签署: the document's pages beside the three steps — choose a seal, click a page to put it
 * there, confirm with an SMS code. A refusal (a wrong code, say) is shown and everything
 * chosen stays; once signed, the dialog closes and the list and badges follow.
 */
export function SignModal({ doc, onClose }: Props) {
  const docId = doc?.docId ?? ''
  const { pages, seals } = useSignSources(doc?.docId)
  const confirm = useConfirmSign()
  const [sealId, setSealId] = useState<string>()
  const [placement, setPlacement] = useState<SealPlacement>()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string>()
  const seal = seals.data?.find((s) => s.sealId === sealId)

  const choose = (id: string) => {
    const next = seals.data?.find((s) => s.sealId === id)
    setSealId(id)
    setProblem(undefined)
    if (next && placement) setPlacement(keepOnPage(next, placement))
  }
  const place = (at: SealPlacement) => {
    setPlacement(at)
    setProblem(undefined)
  }

  const submit = async () => {
    const missing = !seal
      ? '请选择印章'
      : !placement
        ? '请先在文件页面上放置印章'
        : code.length < 4
          ? '请输入短信验证码'
          : undefined
    setProblem(missing)
    if (missing || !seal || !placement) return
    try {
      const record = await confirm.mutateAsync({
        docId,
        sealId: seal.sealId,
        ...placement,
        smsCode: code,
      })
      notify.success(`《${record.title}》已签署`)
      onClose()
    } catch (e) {
      setProblem(errorMessage(e, '签署失败，请稍后重试'))
    }
  }

  const footer = [
    <Button key="cancel" onClick={onClose}>
      取消
    </Button>,
    <Button key="ok" type="primary" loading={confirm.isPending} onClick={() => void submit()}>
      确认签署
    </Button>,
  ]
  return (
    <Modal
      open={Boolean(doc)}
      title={`签署文件 · ${doc?.title ?? ''}`}
      width="min(1120px, calc(100vw - 32px))"
      className="esign-sign-modal"
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onClose}
      footer={footer}
    >
      {doc && (
        <div className="esign-sign">
          <section className="esign-sign__viewer" aria-label="文件预览">
            {pages.isError ? (
              <LoadFailed title="文件加载失败" onRetry={() => void pages.refetch()} />
            ) : pages.data ? (
              <DocPages
                doc={pages.data}
                face={seal}
                sealName={seal?.sealName}
                placement={placement}
                onPlace={place}
                onNoSeal={() => setProblem('请先选择印章，再点击页面放置')}
              />
            ) : (
              <Skeleton active paragraph={{ rows: 12 }} />
            )}
          </section>
          <aside className="esign-sign__panel">
            <DocFacts doc={doc} />
            <h3 className="esign-step">1. 选择印章</h3>
            {seals.isError ? (
              <LoadFailed title="印章加载失败" onRetry={() => void seals.refetch()} />
            ) : seals.data ? (
              <SealChoice seals={seals.data} value={sealId} onChange={choose} />
            ) : (
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            )}
            <h3 className="esign-step">2. 放置印章</h3>
            <p className="esign-muted" aria-live="polite">
              {placement
                ? `已放置在第 ${placement.page} 页（距左 ${placement.x}%，距顶 ${placement.y}%），点击页面其他位置可移动`
                : '选择印章后，点击左侧文件页面放置印章（也可聚焦页面后按回车，方向键移动）'}
            </p>
            {placement && (
              <Button size="small" onClick={() => setPlacement(undefined)}>
                清除印章
              </Button>
            )}
            <h3 className="esign-step">3. 短信确认</h3>
            <SmsConfirm docId={docId} value={code} onChange={setCode} />
            {problem && <Alert className="esign-problem" type="error" showIcon title={problem} />}
          </aside>
        </div>
      )}
    </Modal>
  )
}
