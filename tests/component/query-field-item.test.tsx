import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { Checkbox, Form } from 'antd'
import { describe, expect, test, vi } from 'vitest'
import { AntdProviders } from '@/components/antd-providers'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { QueryForm } from '@/components/query-table/query-form'
import { dayjs } from '@/lib/dayjs'
import { setupUser } from '../utils/user'

/* QueryForm rendering a page's declared fields: each kind's widget under its label. */

const FUNDS = {
  key: ['test-query-field-funds'],
  load: () => Promise.resolve([{ fundCode: 'F001', fundName: '齐鲁1号' }]),
}
const LEVELS = [{ value: 'C1', label: 'C1 保守型' }]

const FIELDS: QueryFieldSpec[] = [
  { name: 'keyword', kind: 'text', label: '关键字', placeholder: '名称或代码', max: 5 },
  { name: 'fundCode', kind: 'select', label: '产品', funds: FUNDS },
  { name: 'level', kind: 'select', label: '风险等级', options: LEVELS },
  {
    name: 'stages',
    kind: 'multi',
    label: '阶段',
    placeholder: '全部阶段',
    useOptions: () => ({ options: [{ value: 'raising', label: '募集期' }] }),
  },
  {
    name: 'day',
    kind: 'date',
    label: '日期',
    placeholder: '默认昨日',
    bounds: () => ({ max: dayjs('2026-01-31') }),
  },
  { name: 'range', kind: 'dateRange', label: '区间', placeholder: ['开始日期', '结束日期'] },
  { name: 'minAmount', kind: 'number', label: '最小金额', placeholder: '不限' },
  {
    name: 'onlyMine',
    kind: 'select',
    label: '范围',
    itemProps: {
      getValueFromEvent: (e: { target: { checked: boolean } }) =>
        e.target.checked ? 'true' : undefined,
      getValueProps: (v) => ({ checked: v === 'true' }),
    },
    render: () => <Checkbox>仅看我的</Checkbox>,
  },
]

function renderForm(onFinish = vi.fn()) {
  const user = setupUser()
  function Page() {
    const [form] = Form.useForm()
    return (
      <QueryForm formProps={{ form, onFinish }} fields={FIELDS}>
        <Form.Item name="extra" label="附加">
          <input aria-label="附加" />
        </Form.Item>
      </QueryForm>
    )
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdProviders>
        <Page />
      </AntdProviders>
    </QueryClientProvider>,
  )
  return { user, onFinish }
}

describe('QueryForm from declared fields', () => {
  test('each kind renders its widget under its label, in order, folding after the first row', () => {
    renderForm()
    const labels = [...document.querySelectorAll('.ant-form-item-label label')].map(
      (l) => l.textContent,
    )
    expect(labels).toEqual([
      '关键字',
      '产品',
      '风险等级',
      '阶段',
      '日期',
      '区间',
      '最小金额',
      '范围',
      '附加',
    ])
    expect(screen.getByLabelText('关键字')).toHaveAttribute('placeholder', '名称或代码')
    expect(screen.getByRole('combobox', { name: '产品' })).toBeInTheDocument()
    expect(screen.getByText('全部产品')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: '风险等级' })).toBeInTheDocument()
    expect(screen.getByText('全部')).toBeInTheDocument()
    expect(screen.getByText('全部阶段')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('默认昨日')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('开始日期')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('结束日期')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('不限')).toHaveAttribute('role', 'spinbutton')
    expect(screen.getByRole('checkbox', { hidden: true, name: /仅看我的/ })).toBeInTheDocument()
    // The escape hatches: a declared field's own widget, and children after the declared ones.
    expect(screen.getByText('区间').closest('[hidden]')).not.toBeNull()
    expect(screen.getByText('关键字').closest('[hidden]')).toBeNull()
    expect(screen.getByText('展开')).toBeInTheDocument()
  })

  test('a text field keeps to its max and says so; the custom widget maps its value', async () => {
    const { user, onFinish } = renderForm()
    await user.click(screen.getByLabelText('关键字'))
    await user.paste('齐鲁泉城一号')
    expect(screen.getByLabelText('关键字')).toHaveValue('齐鲁泉城一')
    expect(screen.getByRole('status')).toHaveTextContent('最多输入5个字符')
    await user.click(screen.getByText('展开'))
    await user.click(screen.getByRole('checkbox', { name: /仅看我的/ }))
    await user.click(screen.getByRole('button', { name: /查\s*询/ }))
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalled())
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({ keyword: '齐鲁泉城一', onlyMine: 'true' })
  })
})
