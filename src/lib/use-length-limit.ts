import { useCallback, useState, type ClipboardEvent } from 'react'
import { MSG } from '@/config/messages'

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/**
 * The value cut to at most `max` UTF-16 units (what an input's maxLength and a Java backend
 * count), never splitting an emoji in two.
 */
export function cutToLength(value: string, max: number): string {
  if (value.length <= max) return value
  return value.slice(0, isHighSurrogate(value.charCodeAt(max - 1)) ? max - 1 : max)
}

type Field = HTMLInputElement | HTMLTextAreaElement

/**
 * Keeps a text field to `max` characters and says so when more was pasted or typed: the
 * input's own maxLength cuts what the browser inserts (kind to input methods), onPaste sees
 * what it cut, and `limit` cuts anything that got past it. The hint stays while the field is
 * still full, and goes once there is room again.
 *
 * `controlled` (a field inside a Form.Item): its current value; when it is emptied or
 * shortened from outside (a reset, a dialog opened for another record) the hint goes.
 */
export function useLengthLimit(max: number, controlled?: { value: unknown }) {
  const [over, setOver] = useState(false)
  const reset = useCallback(() => setOver(false), [])
  const value = controlled?.value
  const short = controlled !== undefined && (typeof value !== 'string' || value.length < max)
  // Only a change to short counts: a paste's own event comes before the value it cuts.
  const [wasShort, setWasShort] = useState(short)
  if (short !== wasShort) {
    setWasShort(short)
    if (short) setOver(false)
  }

  /** The value to keep; use it in onChange (or an antd Form.Item's normalize). */
  const limit = (value: string) => {
    const kept = cutToLength(value, max)
    setOver((was) => kept !== value || (was && kept.length >= max))
    return kept
  }

  const onPaste = (event: ClipboardEvent<Field>) => {
    const field = event.currentTarget
    const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0)
    const room = max - (field.value.length - selected)
    if (event.clipboardData.getData('text/plain').length > room) setOver(true)
  }

  return {
    limit,
    /** The field was emptied from outside (reset, hidden): no hint. */
    reset,
    /** 最多输入N个字符… while the last paste or change was cut; undefined otherwise. */
    hint: over ? MSG.inputTooLong(max) : undefined,
    inputProps: { maxLength: max, onPaste },
  }
}
