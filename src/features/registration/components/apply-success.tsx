import { CheckCircleFilled } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { ApplySubmitted } from '@contract/api/registration'

interface Props {
  title: string
  submitted: ApplySubmitted
}

/** The application is recorded: its number, what happens next and where to look it up. */
export function ApplySuccess({ title, submitted }: Props) {
  const navigate = useNavigate()
  const statusLink = `/reg/status?applyNo=${encodeURIComponent(submitted.applyNo)}`
  return (
    <section className="apply-success" aria-labelledby="apply-success-title">
      <CheckCircleFilled className="apply-success__icon" aria-hidden />
      <h2 id="apply-success-title" className="apply-success__title">
        {title}
      </h2>
      <p className="apply-success__no">
        申请编号：
        <strong>{submitted.applyNo}</strong>
        <CopyButton text={submitted.applyNo} />
      </p>
      <ol className="apply-success__next">
        <li>托管人将审核您提交的信息和材料。</li>
        <li>审核结果将以短信通知至 {submitted.mobile}。</li>
        <li>您可凭申请编号随时在“申请进度查询”中查看审核状态，请妥善保存申请编号。</li>
      </ol>
      <div className="apply-success__actions">
        <Button type="primary" onClick={() => navigate(statusLink)}>
          查询申请进度
        </Button>
        <Button onClick={() => navigate('/login')}>返回登录</Button>
      </div>
    </section>
  )
}

/** Copies the number (antd's copyable Typography would bring 8 KB for this one button). */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false)
  const copy = () =>
    void navigator.clipboard
      ?.writeText(text)
      .then(() => setCopied(true))
      .catch(() => undefined)
  return (
    <button type="button" className="apply-link-button apply-copy" onClick={copy}>
      {copied ? '已复制' : '复制'}
    </button>
  )
}
