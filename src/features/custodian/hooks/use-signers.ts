import { useMutation } from '@tanstack/react-query'
import { notify } from '@/lib/notify'
import type { SignerSave } from '@contract/api/custodian'
import { confirmSigner, disableSigner, saveSigner } from '@/api/custodian/transfer-signers'
import { useAfterChange } from '@/hooks/use-after-change'

export const SIGNER_LIST = 'custodian-signers'

/** 新增 / 修改, 停用 and 确认 a signer: the list and the to-do counts follow each. */
export function useSignerActions() {
  const afterChange = useAfterChange(SIGNER_LIST)
  const done = (text: string) => () => {
    notify.success(text)
    return afterChange()
  }
  const save = useMutation({
    mutationFn: (body: SignerSave) => saveSigner(body),
    onSuccess: (_, body) => done(body.signerId ? '授权人已修改' : '授权人已新增')(),
  })
  const disable = useMutation({ mutationFn: disableSigner, onSuccess: done('授权人已停用') })
  const confirm = useMutation({ mutationFn: confirmSigner, onSuccess: done('划款授权已确认') })
  return { save, disable, confirm }
}
