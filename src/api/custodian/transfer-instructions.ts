import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type {
  InstructionDetail,
  InstructionReview,
  TransferInstruction,
} from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'
import { custodianKeys } from './keys'

/** POST /rest/custodian/queryInstructions?fundCode&status&beginDate&endDate&sort&pageNo&pageSize */
export const queryInstructions = (query: TableQuery) =>
  postData<PagedList<TransferInstruction>>('/rest/custodian/queryInstructions', undefined, {
    params: listParams(query),
  })

/** POST /rest/custodian/instructionDetail?instructionId: with its timeline. Silent: the drawer says so. */
export const getInstruction = (instructionId: string) =>
  postData<InstructionDetail>('/rest/custodian/instructionDetail', undefined, {
    params: { instructionId },
    silent: true,
  })

export const instructionQuery = (instructionId: string) =>
  queryOptions({
    queryKey: custodianKeys.instruction(instructionId),
    queryFn: () => getInstruction(instructionId),
  })

/** POST /rest/custodian/reviewInstruction (JSON): 复核通过 or 退回 with a reason. */
export const reviewInstruction = (review: InstructionReview) =>
  postData<InstructionDetail>('/rest/custodian/reviewInstruction', review)
