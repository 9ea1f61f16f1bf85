/**
 * What in a DOM would run script on its own or on a click: event-handler attributes, script
 * elements other than the app's bundles, javascript:/vbscript:/data:text/html URLs, srcdoc,
 * plugins, <base>, meta refresh, iframes without a sandbox. One short note for each.
 * Self-contained (no outside references), so an e2e test can run it in the browser with
 * `frame.evaluate(runnableNodes)`, and a unit test on a jsdom element.
 */
export function runnableNodes(root?: ParentNode): string[] {
  const scope: ParentNode = root ?? document
  const found: string[] = []
  const urlAttributes = [
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'background',
    'lowsrc',
    'dynsrc',
    'poster',
    'values',
    'to',
    'from',
    'by',
  ]
  const bundle = new RegExp(`^${location.origin}/public/assets/[\\w.-]+\\.js$`)
  for (const el of Array.from(scope.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase()
    const where = `<${tag}> ${(el.textContent ?? '').slice(0, 40)}`
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase()
      if (name.startsWith('on')) found.push(`${name} on ${where}`)
      if (name === 'srcdoc') found.push(`srcdoc on ${where}`)
      if (!urlAttributes.includes(name)) continue
      // Browsers drop control characters and whitespace from a URL's scheme.
      // eslint-disable-next-line no-control-regex
      const value = attr.value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase()
      if (/^(javascript|vbscript|livescript):/.test(value)) found.push(`${name}=${attr.value}`)
      if (/^data:(text\/html|application\/xhtml|text\/javascript)/.test(value))
        found.push(`${name}=${attr.value.slice(0, 60)}`)
      if (tag !== 'img' && /^data:image\/svg/.test(value))
        found.push(`${name}=${attr.value.slice(0, 60)} on <${tag}>`)
    }
    if (tag === 'script' && !bundle.test((el as HTMLScriptElement).src))
      found.push(`script ${(el as HTMLScriptElement).src || (el.textContent ?? '').slice(0, 40)}`)
    if (['object', 'embed', 'applet', 'base', 'frameset', 'frame'].includes(tag)) found.push(where)
    if (tag === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'refresh')
      found.push(`meta refresh ${el.getAttribute('content') ?? ''}`)
    if (tag === 'iframe' && !el.hasAttribute('sandbox')) found.push(`unsandboxed ${where}`)
  }
  return found
}
