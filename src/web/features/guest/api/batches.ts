/** `POST /api/public/events/{id}/batches`: declares what a guest is about to send. */
import type {
  BatchStateResponse,
  CreateBatchRequest,
  CreateBatchResponse,
} from '../../../../shared/api/public';
import { apiFetch } from '../../../app/api';
import { answerCheck } from '../../../shared/answer-checks';
import { publicEventPath } from './public-event';

export function createBatch(
  eventId: string,
  request: CreateBatchRequest,
): Promise<CreateBatchResponse> {
  return apiFetch(`${publicEventPath(eventId)}/batches`, {
    method: 'POST',
    body: request,
    schema: answerCheck('createBatch'),
  });
}

/** `GET …/batches/{batchId}?clientId=`: what the server has of each file this browser declared. */
export async function fetchBatchState(
  eventId: string,
  batchId: string,
  clientId: string,
): Promise<BatchStateResponse['files']> {
  const answer = await apiFetch(
    `${publicEventPath(eventId)}/batches/${encodeURIComponent(batchId)}?clientId=${encodeURIComponent(clientId)}`,
    { schema: answerCheck('batchState') },
  );
  return answer.files;
}
