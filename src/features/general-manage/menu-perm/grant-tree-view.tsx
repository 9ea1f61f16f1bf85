import { Radio, Tag, Tree } from 'antd'
import type { DataNode } from 'antd/es/tree'
import { useMemo } from 'react'
import {
  checkState,
  nodeGrant,
  setChecked,
  setPageGrant,
  type GrantNode,
  type PageGrants,
} from '@/lib/permissions/grant-tree'
import type { MenuGrant } from '@contract/api/general-manage'

interface Props {
  tree: GrantNode[]
  grants: PageGrants
  loaded: PageGrants
  onChange: (grants: PageGrants) => void
}

const UNCHECKED = [
  { value: 'locked', label: '显示（锁定）' },
  { value: 'hidden', label: '隐藏' },
]

/** Above this many menus the tree scrolls in a window (virtual list). */
const VIRTUAL_FROM = 300

const toData = (nodes: GrantNode[]): DataNode[] =>
  nodes.map((n) => ({ key: n.key, title: n.title, children: toData(n.children) }))

const count = (nodes: GrantNode[]): number =>
  nodes.reduce((sum, n) => sum + 1 + count(n.children), 0)

/**
 * The three-level menu tree: checked = reached (ifAuth 1), parents half-checked when some of
 * their pages are; an unchecked page is shown locked or hidden, as chosen beside it.
 */
export function GrantTreeView({ tree, grants, loaded, onChange }: Props) {
  const byKey = useMemo(() => {
    const map = new Map<number, GrantNode>()
    const visit = (ns: GrantNode[]) => ns.forEach((n) => (map.set(n.key, n), visit(n.children)))
    visit(tree)
    return map
  }, [tree])
  const data = useMemo(() => toData(tree), [tree])
  const total = useMemo(() => count(tree), [tree])
  const title = (key: number, name: string) => {
    const node = byKey.get(key)
    if (!node) return name
    const grant = nodeGrant(node, grants)
    const page = Boolean(node.menuUrl)
    return (
      <span className="gm-tree-title">
        <span>{name}</span>
        {page && grant !== 'reach' && (
          <span onClick={(e) => e.stopPropagation()}>
            <Radio.Group
              size="small"
              optionType="button"
              aria-label={`${name} 未授权时`}
              options={UNCHECKED}
              value={grant}
              onChange={(e) => onChange(setPageGrant(grants, key, e.target.value as MenuGrant))}
            />
          </span>
        )}
        {!page && grant === 'hidden' && <Tag>隐藏</Tag>}
        {!page && grant === 'locked' && <Tag>锁定</Tag>}
      </span>
    )
  }
  return (
    <Tree
      className="gm-grant-tree"
      checkable
      checkStrictly
      selectable={false}
      defaultExpandAll
      blockNode
      height={total > VIRTUAL_FROM ? 640 : undefined}
      treeData={data}
      checkedKeys={checkState(tree, grants)}
      titleRender={(n) => title(Number(n.key), String(n.title))}
      onCheck={(_, info) => {
        const node = byKey.get(Number(info.node.key))
        if (node) onChange(setChecked(node, grants, info.checked, loaded))
      }}
    />
  )
}
