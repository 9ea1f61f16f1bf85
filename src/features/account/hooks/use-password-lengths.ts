import { INPUT_MAX } from '@contract/limits'
import { useLengthLimit } from '@/lib/use-length-limit'
import type { PasswordValues } from './use-change-password'

/**
 * The dialog's three fields take at most INPUT_MAX.password characters: a longer paste is cut,
 * with a message. A too-long new password is then refused by its 8–15 rule, never set short.
 */
export function usePasswordLengths() {
  const fields: Record<keyof PasswordValues, ReturnType<typeof useLengthLimit>> = {
    password: useLengthLimit(INPUT_MAX.password),
    newPassword: useLengthLimit(INPUT_MAX.password),
    confirmPassword: useLengthLimit(INPUT_MAX.password),
  }
  return {
    /** For the Form.Item: cuts what reaches the form. */
    normalize: (name: keyof PasswordValues) => (value?: string) =>
      value === undefined ? value : fields[name].limit(value),
    /** For the input: its maxLength and paste check. */
    input: (name: keyof PasswordValues) => fields[name].inputProps,
    hint: (name: keyof PasswordValues) => fields[name].hint,
  }
}
