const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text made safe to put into an HTML string (an ECharts tooltip formatter's answer, say):
 * markup in it shows as text. React escapes by itself; this is for the few places that build HTML.
 */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch)
}
