/*
 * Hostile markup for the `xss` scenario (mock-only: never part of a production build).
 * Written after the OWASP XSS Filter Evasion Cheat Sheet, DOMPurify's test vectors and known
 * DOMPurify mXSS bypasses. Every payload, if it ever ran, sets `window.__xss = 1` or opens a
 * dialog (alert, confirm, prompt; msgbox for vbscript), which the security suite watches for.
 * Some only run on a click (links, form buttons): the suite also scans the DOM for what would.
 */

/** <script> in its many spellings. */
const SCRIPT_TAGS = [
  '<script>__xss=1</script>',
  '<SCRIPT>__xss=1</SCRIPT>',
  '<ScRiPt>__xss=1</sCrIpT>',
  '<script>alert(1)</script>',
  '<script type="text/javascript">__xss=1</script>',
  '<script/xss>__xss=1</script>',
  '<script\n>__xss=1</script\n>',
  '<<script>__xss=1;//<</script>',
  '<scr<script>ipt>__xss=1</scr</script>ipt>',
  '</script><script>__xss=1</script>',
  '<script src="data:text/javascript,__xss=1"></script>',
  '<script src=data:,__xss=1></script>',
  "<script>eval(atob('X194c3M9MQ=='))</script>",
  "<script>window['__x'+'ss']=1</script>",
  "<script>setTimeout('__xss=1')</script>",
  '<script>__xss=1',
  '"><script>__xss=1</script>',
  "'><script>__xss=1</script>",
  '</title><script>__xss=1</script>',
  '</textarea><script>__xss=1</script>',
  '</style><script>__xss=1</script>',
  '<script>/*</script><script>__xss=1//*/</script>',
]

/** Event handlers on img, svg, body, details, media, focusable and other elements. */
const EVENT_HANDLERS = [
  '<img src=x onerror=__xss=1>',
  '<img src=x onerror="alert(1)">',
  '<img src=x onerror=confirm(1)>',
  '<img src=x onerror=prompt(1)>',
  '<IMG SRC=x ONERROR=__xss=1>',
  '<img src=x oNeRrOr=__xss=1>',
  '<img src=x onerror  =  __xss=1>',
  '<img/src=x/onerror=__xss=1>',
  '<img src=x onerror=window.__xss=1>',
  '<img src=x onerror="top[\'__xss\']=1">',
  '<img src=x onerror=this.ownerDocument.defaultView.__xss=1>',
  '<img src=x onerror=alert`1`>',
  "<img src=x onerror=eval('\\x5f\\x5fxss=1')>",
  "<img src=x onerror=import('data:text/javascript,__xss=1')>",
  '<img src=x onerror=&#95;&#95;xss=1>',
  '<img src=x onerror=&#x5F;&#x5F;xss&#x3D;1>',
  '<img src=x onerror=&#0000095&#0000095xss=1>',
  '<img src=x onerror="&#x61;&#x6C;&#x65;&#x72;&#x74;(1)">',
  '<img src=x:x onerror=javascript:__xss=1>',
  '<img """><script>__xss=1</script>">',
  '<img src=`x` onerror=__xss=1>',
  '<img src="x" onerror="__xss=1" x="',
  '<img src=x onerror=__xss=1 ',
  '<image src=x onerror=__xss=1>',
  '<svg onload=__xss=1>',
  '<svg/onload=__xss=1>',
  '<svg onload=&#x5F;_xss=1>',
  '<svg><animate onbegin=__xss=1 attributeName=x dur=1s>',
  '<svg><set attributeName=onmouseover to=__xss=1 />',
  '<svg><discard onbegin=__xss=1>',
  '<body onload=__xss=1>',
  '<body onpageshow=__xss=1>',
  '<frameset onload=__xss=1>',
  '<details open ontoggle=__xss=1>',
  '<video><source onerror=__xss=1></video>',
  '<video src=x onerror=__xss=1></video>',
  '<audio src=x onerror=__xss=1>',
  '<input autofocus onfocus=__xss=1>',
  '<select autofocus onfocus=__xss=1>',
  '<textarea autofocus onfocus=__xss=1></textarea>',
  '<keygen autofocus onfocus=__xss=1>',
  '<div tabindex=1 autofocus onfocus=__xss=1>焦点</div>',
  '<marquee onstart=__xss=1>滚动</marquee>',
  '<div onmouseover=__xss=1 style="position:fixed;inset:0">覆盖</div>',
  '<iframe onload=__xss=1></iframe>',
  '<object data=x onerror=__xss=1></object>',
  '<style onload=__xss=1></style>',
  '<link rel=stylesheet href=x onerror=__xss=1>',
  '<isindex type=image src=1 onerror=__xss=1>',
  '<x onclick=__xss=1>自定义</x>',
  '<custom-tag tabindex=1 autofocus onfocus=__xss=1></custom-tag>',
  '<a href="#" onclick="__xss=1">点击</a>',
  '"><img src=x onerror=__xss=1>',
  '\'"><svg/onload=__xss=1>',
  '" onmouseover="__xss=1" x="',
  "' onfocus='__xss=1' autofocus='",
]

/** javascript:, vbscript: and data: URLs, with case, entity, control-character tricks. */
const URL_SCHEMES = [
  '<a href="javascript:__xss=1">链接</a>',
  '<a href="JaVaScRiPt:__xss=1">链接</a>',
  '<a href="java\tscript:__xss=1">链接</a>',
  '<a href="java&#x09;script:__xss=1">链接</a>',
  '<a href="jav&#x0A;ascript:__xss=1">链接</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss=1">链接</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;__xss=1">链接</a>',
  '<a href="&#0000106&#0000097vascript:__xss=1">链接</a>',
  '<a href="javascript&colon;__xss=1">链接</a>',
  '<a href=" &#14; javascript:__xss=1">链接</a>',
  '<a href="\u0001javascript:__xss=1">链接</a>',
  '<a href="%6A%61%76%61%73%63%72%69%70%74:__xss=1">链接</a>',
  '<a href="vbscript:msgbox(1)">链接</a>',
  '<a href="VBScript:msgbox(1)">链接</a>',
  '<a href="data:text/html,<script>alert(1)</script>">链接</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcz0xPC9zY3JpcHQ+">链接</a>',
  '<a href="data:text/html;charset=utf-8,%3Cscript%3Ealert(1)%3C/script%3E">链接</a>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=parent.__xss=1&gt;"></iframe>',
  '<iframe sandbox="allow-scripts allow-same-origin" srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<embed src="javascript:__xss=1">',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<object data="javascript:__xss=1"></object>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<object data="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4="></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss=1">',
  '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<base href="javascript:__xss=1//">',
  '<form action="javascript:__xss=1"><input type=submit value=提交></form>',
  '<form><button formaction=javascript:__xss=1>提交</button></form>',
  '<input type=image src=x formaction=javascript:__xss=1>',
  '<img src="javascript:__xss=1">',
  '<img dynsrc="javascript:__xss=1">',
  '<img lowsrc="javascript:__xss=1">',
  '<bgsound src="javascript:__xss=1">',
  '<table background="javascript:__xss=1"><tr><td>表格</td></tr></table>',
  '<svg><a xlink:href="javascript:__xss=1"><text x=20 y=20>链接</text></a></svg>',
  '<svg><a><animate attributeName=href values=javascript:__xss=1 /><text x=20 y=20>链接</text></a></svg>',
  '<svg><script href="data:,__xss=1"></script></svg>',
  '<svg><script xlink:href=data:,__xss=1></script></svg>',
  '<svg><use href="data:image/svg+xml,&lt;svg id=x xmlns=&quot;http://www.w3.org/2000/svg&quot;&gt;&lt;image href=1 onerror=__xss=1 /&gt;&lt;/svg&gt;#x" /></svg>',
  '<math href="javascript:__xss=1">公式</math>',
  '<math><a xlink:href="javascript:__xss=1">公式</a></math>',
]

/** Styles that ran script in old engines, and stylesheet imports. */
const STYLES = [
  '<div style="width:expression(__xss=1)">样式</div>',
  '<div style="background:url(javascript:__xss=1)">样式</div>',
  '<xss style="xss:expression(__xss=1)">样式</xss>',
  "<style>@import 'javascript:__xss=1';</style>",
  '<style>body{background:url("javascript:__xss=1")}</style>',
  '<link rel="stylesheet" href="javascript:__xss=1">',
  '<div style="-moz-binding:url(data:text/xml,x)" onmouseover=__xss=1>样式</div>',
]

/** Parser differentials (mXSS): namespaces, raw-text elements, comments, templates. */
const MUTATION = [
  '<noscript><p title="</noscript><img src=x onerror=__xss=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss=1>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=__xss=1&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss=1>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=__xss=1>"></style></h1>',
  '<template><img src=x onerror=__xss=1></template>',
  '<template><script>__xss=1</script></template>',
  '<svg><style><img src=x onerror=__xss=1></style></svg>',
  '<math><style><img src=x onerror=__xss=1></style></math>',
  '<svg><foreignObject><img src=x onerror=__xss=1></foreignObject></svg>',
  '<svg><p><style><img src=x onerror=__xss=1></style></p></svg>',
  '<svg><title><img src=x onerror=__xss=1></title></svg>',
  '<!--<img src="--><img src=x onerror=__xss=1//">',
  '<![CDATA[><img src=x onerror=__xss=1>]]>',
  '<title><img src=x onerror=__xss=1></title>',
  '<textarea><img src=x onerror=__xss=1></textarea>',
  '<xmp><img src=x onerror=__xss=1></xmp>',
  '<noembed><img src=x onerror=__xss=1></noembed>',
  '<noframes><img src=x onerror=__xss=1></noframes>',
  '<iframe><img src=x onerror=__xss=1></iframe>',
  '<select><template><img src=x onerror=__xss=1></template></select>',
  '<table><td><style></td><img src=x onerror=__xss=1></style></table>',
  '<a title="&lt;/a&gt;&lt;img src=x onerror=__xss=1&gt;">标题</a>',
  '<plaintext><img src=x onerror=__xss=1>',
]

/** Polyglots and injections meant for other contexts (attributes, templates, URLs). */
const POLYGLOTS = [
  'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=__xss=1 )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!><sVg/<sVg/oNloAd=__xss=1//>',
  '\'">><marquee><img src=x onerror=confirm(1)></marquee>"></plaintext\\></|\\><plaintext/onmouseover=prompt(1)><script>prompt(1)</script>@gmail.com<isindex formaction=javascript:alert(/XSS/) type=submit>\'-->"></script><script>alert(1)</script>',
  'javascript:__xss=1',
  "{{constructor.constructor('__xss=1')()}}",
  '${__xss=1}',
  '</script><svg onload=__xss=1>',
]

export const XSS_PAYLOADS: readonly string[] = [
  ...SCRIPT_TAGS,
  ...EVENT_HANDLERS,
  ...URL_SCHEMES,
  ...STYLES,
  ...MUTATION,
  ...POLYGLOTS,
]

/** Embedded-page addresses an iframe must refuse (menus with an external source). */
export const HOSTILE_PAGE_URLS: readonly string[] = [
  'javascript:__xss=1',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:__xss=1',
  'data:text/html,<script>parent.__xss=1</script>',
  'vbscript:msgbox(1)',
  '//evil.example/report.html',
]

/*
 * Where the xss scenario (xss.ts) puts them, for the security suite to find them: plain data,
 * so the e2e tests can import it without the demo backend.
 */

/** In every searchable payload text: searching it finds the payload menus, templates and FAQs. */
export const XSS_KEYWORD = '载荷'

/** '载荷001': names a payload in the page, so a test can find where it landed. */
export const payloadLabel = (index: number) => `${XSS_KEYWORD}${String(index + 1).padStart(3, '0')}`

/** Each payload has a page of its own in the 载荷 group, named and described by payloads. */
export const xssPageUrl = (index: number) => `xss-demo/p${String(index + 1).padStart(3, '0')}`
export const xssExternalUrl = (index: number) => `xss-demo/external-${index + 1}`

/** FAQ n (from 0) answers with payloads n*FAQ_CHUNK … n*FAQ_CHUNK+9, each labelled. */
export const FAQ_CHUNK = 10
export const XSS_FAQ_COUNT = Math.ceil(XSS_PAYLOADS.length / FAQ_CHUNK)

/** 新功能速递: release note n (from 0) holds payloads n*NOTE_CHUNK … n*NOTE_CHUNK+24, labelled. */
export const NOTE_CHUNK = 25
export const XSS_RELEASE_NOTE_COUNT = Math.ceil(XSS_PAYLOADS.length / NOTE_CHUNK)

/** The payload at any index (wrapping round the corpus). */
export const payloadAt = (index: number) => XSS_PAYLOADS[index % XSS_PAYLOADS.length] as string

/** What 在线客服's refusal says (the xss scenario): a payload the page must show as text. */
export const XSS_SERVICE_REFUSAL = payloadAt(21)

/** Payloads from `first`, each in its own block: its label as plain text, then the markup. */
export const payloadBlocks = (first: number, count: number) =>
  XSS_PAYLOADS.slice(first, first + count)
    .map((markup, i) => `<div><p>${payloadLabel(first + i)}</p>${markup}</div>`)
    .join('\n')
