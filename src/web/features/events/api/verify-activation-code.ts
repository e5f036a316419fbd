/** Checking an activation code before creating an event with it (`POST /api/activation-codes/verify`). */
import {
  type VerifyActivationCodeResponse,
  verifyActivationCodeResponseSchema,
} from '../../../../shared/api/payments';
import { ApiError, apiFetch } from '../../../app/api';

export type VerifiedCode = VerifyActivationCodeResponse;

export function verifyActivationCode(code: string): Promise<VerifiedCode> {
  return apiFetch('/api/activation-codes/verify', {
    method: 'POST',
    body: { code },
    schema: verifyActivationCodeResponseSchema,
  });
}

/** The i18n key to show on the code field for a failed check. */
export function codeProblemKey(error: unknown): string {
  if (
    error instanceof ApiError &&
    ['errors.invalidActivationCode', 'errors.activationCodeUsed', 'errors.validation'].includes(
      error.key,
    )
  ) {
    return error.key === 'errors.validation' ? 'errors.invalidActivationCode' : error.key;
  }
  return 'errors.activationCodeCheckFailed';
}
