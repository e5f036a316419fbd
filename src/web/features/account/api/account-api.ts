/**
 * The owner's account: how they sign in (`listAccounts`), changing the
 * password and two-step verification, over the Better Auth client.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '../../../app/auth/auth-client';
import { authRequest } from '../../../app/auth/auth-request';

export const accountsQuery = queryOptions({
  queryKey: ['account', 'linked-accounts'],
  queryFn: () => authRequest((fetchOptions) => authClient.listAccounts({ fetchOptions })),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether the owner has a password (a `credential` account), not only Google. */
export function useSignsInWithPassword(): boolean {
  const { data } = useQuery(accountsQuery);
  return data?.some((account) => account.providerId === 'credential') ?? false;
}

/**
 * Changes the password and signs out every other device. A wrong current
 * password reads 'Incorrect password'; anything unexpected 'Failed to update password'.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await authRequest(
    (fetchOptions) =>
      authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
        fetchOptions,
      }),
    {
      codes: {
        INVALID_PASSWORD: 'errors.incorrectPassword',
        CREDENTIAL_ACCOUNT_NOT_FOUND: 'errors.passwordUpdateFailed',
      },
      fallback: 'errors.passwordUpdateFailed',
    },
  );
}

/** Starts turning two-step verification on: the authenticator URI and the backup codes. */
export async function enableTwoFactor(
  password: string,
): Promise<{ totpURI: string; backupCodes: string[] }> {
  const data = await authRequest(
    (fetchOptions) => authClient.twoFactor.enable({ password, fetchOptions }),
    { fallback: 'auth.errors.twoFactorFailed' },
  );
  if (!('totpURI' in data)) throw new Error('The server did not start an authenticator set-up');
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

/** Finishes turning it on with the app's first code. */
export async function confirmTwoFactor(code: string): Promise<void> {
  await authRequest((fetchOptions) => authClient.twoFactor.verifyTotp({ code, fetchOptions }), {
    fallback: 'auth.errors.twoFactorFailed',
  });
}

export async function disableTwoFactor(password: string): Promise<void> {
  await authRequest((fetchOptions) => authClient.twoFactor.disable({ password, fetchOptions }), {
    fallback: 'auth.errors.twoFactorFailed',
  });
}

/** The secret of an `otpauth://` URI, grouped in fours for typing into an app. */
export function totpSecret(uri: string): string {
  try {
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    return secret.replace(/(.{4})/g, '$1 ').trim();
  } catch {
    return '';
  }
}
