import DOMPurify from 'dompurify'

/**
 * The one sanitiser for HTML from the server (business descriptions, FAQ answers, notices,
 * release notes). Scripts, event-handler attributes and javascript: URLs go (DOMPurify's
 * defaults); so do <style> and inline styles, which could restyle or cover the portal, and form
 * controls. Links open in a new window without access to the portal.
 * Load it through use-sanitized-html.ts so DOMPurify stays out of the shell's first load.
 */
const purifier = DOMPurify(window)

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
}

/** Server HTML made safe to render; never inject the raw string. */
export const sanitizeHtml = (html: string): string => purifier.sanitize(html, CONFIG)
