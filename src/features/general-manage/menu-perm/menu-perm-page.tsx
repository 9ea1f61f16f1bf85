import { Alert, Button, Card, Empty, Select, Space, Spin, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { LeaveGuardDialog } from '@/components/leave-guard-dialog'
import { LoadFailed } from '@/components/load-failed'
import { TipsDialog } from '@/components/tips-dialog'
import { useLeaveGuard } from '@/hooks/use-leave-guard'
import { roleOptionsQuery } from '@/api/gm/roles'
import { GrantTreeView } from './grant-tree-view'
import { useRoleGrants } from './use-role-grants'
import '../shared/general-manage.css'

/**
 * 菜单权限管理: choose a role, tick the menus it reaches (an unticked page is shown locked or
 * hidden), save. The change reaches the role's users at their next login; unsaved edits are
 * asked about before leaving.
 */
export default function MenuPermManagePage() {
  const [params, setParams] = useSearchParams()
  const options = useQuery(roleOptionsQuery())
  const asked = params.get('roleId') ?? undefined
  const roleId = options.data?.some((r) => r.roleId === asked) ? asked : options.data?.[0]?.roleId
  const g = useRoleGrants(roleId)
  const dirty = g.changed.length > 0
  const guard = useLeaveGuard({ dirty, onDiscard: g.reset, home: asked ? `?roleId=${asked}` : '' })
  const [confirming, setConfirming] = useState(false)
  useEffect(() => {
    if (roleId && roleId !== asked) setParams({ roleId }, { replace: true })
  }, [roleId, asked, setParams])

  if (options.isError)
    return <LoadFailed title="角色加载失败" onRetry={() => void options.refetch()} />
  const name = g.role?.roleName ?? ''
  const affected = g.role?.memberCount ?? 0
  return (
    <Card>
      <Space wrap className="gm-perm-bar">
        <label htmlFor="gm-perm-role">角色</label>
        <Select
          id="gm-perm-role"
          aria-label="角色"
          style={{ width: 220 }}
          loading={options.isLoading}
          value={roleId}
          options={options.data?.map((r) => ({ value: r.roleId, label: r.roleName }))}
          onChange={(value: string) => setParams({ roleId: value })}
        />
        <Typography.Text type="secondary">
          {`可访问 ${g.counts.reach} · 显示（锁定）${g.counts.locked} · 隐藏 ${g.counts.hidden}`}
          {dirty && `，已修改 ${g.changed.length} 项`}
        </Typography.Text>
      </Space>
      {g.role && (
        <Alert
          className="gm-perm-note"
          type="info"
          showIcon
          title={`「${name}」现有 ${affected} 名用户（含其他机构），保存后将在他们下次登录（或刷新菜单）时生效。`}
          description="勾选表示可访问；未勾选的菜单可选择“显示（锁定）”（菜单可见但不能打开）或“隐藏”。"
        />
      )}
      {g.result.isError ? (
        <LoadFailed title="菜单权限加载失败" onRetry={() => void g.result.refetch()} />
      ) : g.result.isLoading || !g.role ? (
        options.data?.length === 0 ? (
          <Empty description="暂无角色" />
        ) : (
          <Spin />
        )
      ) : (
        <GrantTreeView tree={g.tree} grants={g.grants} loaded={g.loaded} onChange={g.setGrants} />
      )}
      <Space className="gm-perm-actions">
        <Button type="primary" disabled={!dirty} onClick={() => setConfirming(true)}>
          保存
        </Button>
        <Button disabled={!dirty} onClick={g.reset}>
          撤销修改
        </Button>
      </Space>
      <TipsDialog
        open={confirming}
        content={`确定保存角色「${name}」的菜单权限吗？`}
        subContent={`共修改 ${g.changed.length} 个菜单，将影响 ${affected} 名用户，在其下次登录时生效。`}
        onCancel={() => setConfirming(false)}
        onOk={() =>
          g.save.mutateAsync().then(
            () => setConfirming(false),
            () => undefined,
          )
        }
      />
      <LeaveGuardDialog open={guard.open} onLeave={guard.leave} onStay={guard.stay} />
    </Card>
  )
}
