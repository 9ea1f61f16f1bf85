import type { ReleaseNote } from '@contract/api/account'

/** 新功能速递: what each version of the portal brought, newest first (2.5.0 is this build). */
export function seedReleaseNotes(): ReleaseNote[] {
  return [
    {
      version: '2.5.0',
      date: '2026-11-16',
      content: `<h4>个人中心</h4>
<ul>
<li>新增<strong>所属机构</strong>：查看您所属的全部管理人机构，并可直接切换。</li>
<li>新增<strong>最近登录</strong>：列出每次登录的时间、方式、地址和结果，发现异常登录请及时修改密码。</li>
<li>新增<strong>客服识别码</strong>：致电客服热线或使用在线客服时报出识别码，客服即可确认您的身份。</li>
</ul>
<h4>新功能速递</h4>
<p>按版本查看平台的更新内容，并可直接打开新上线的功能菜单。</p>
<h4>安全</h4>
<p>公告、百问百答和更新说明等内容在显示前统一经过安全过滤。</p>`,
    },
    {
      version: '2.4.0',
      date: '2026-08-20',
      content: `<h4>产品管理</h4>
<ul>
<li><strong>付款账户变更</strong>支持在线提交，变更进度可在付款账户变更记录中查询。</li>
</ul>
<h4>业绩分析</h4>
<ul>
<li>新增<strong>产品对比</strong>：最多五只产品的净值曲线与业绩指标同屏对比。</li>
</ul>
<h4>销售管理</h4>
<ul><li>新增<strong>投资者适当性</strong>：核对投资者风险等级与产品风险等级是否匹配。</li></ul>`,
    },
    {
      version: '2.3.0',
      date: '2026-05-12',
      content: `<h4>数据报送</h4>
<ul><li>新增<strong>量化运行表</strong>的在线填报与查询。</li></ul>
<h4>电子签约</h4>
<ul><li>新增<strong>印章管理</strong>：维护管理人的电子印章。</li></ul>
<h4>全局搜索</h4>
<p>搜索结果增加<em>模板中心</em>和<em>百问百答</em>两类，模板可直接下载。</p>`,
    },
    {
      version: '2.2.0',
      date: '2026-01-15',
      content: `<ul>
<li>登录页支持<strong>微信扫码登录</strong>。</li>
<li>同时服务多家机构的用户可在页头<strong>切换机构</strong>，无需退出重新登录。</li>
<li>常用菜单支持批量设置。</li>
</ul>`,
    },
    {
      version: '2.1.0',
      date: '2025-09-09',
      content: `<ul>
<li>菜单显示<strong>待办数量</strong>角标，办理后即时更新。</li>
<li>各功能页面增加业务说明，并可对页面进行满意度评价或提出建议。</li>
</ul>`,
    },
    {
      version: '2.0.0',
      date: '2025-05-20',
      content: `<p>管理人服务平台全新改版：</p>
<ul>
<li>顶部导航与侧边栏菜单，支持<strong>全景菜单</strong>与关键字筛选。</li>
<li>已打开的页面以标签页保留，切换时不丢失查询条件。</li>
<li>支持浅色与深色两种皮肤。</li>
</ul>`,
    },
  ]
}
