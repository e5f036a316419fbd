// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { seedSignedOutSession, sessionQueryKey } from './session';

describe('the signed-out hint of the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('starts signed out without asking when the server saw no session cookie', () => {
    document.head.innerHTML = '<meta name="momenty-session" content="none">';
    const client = new QueryClient();
    seedSignedOutSession(client);
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
    expect(client.getQueryState(sessionQueryKey)?.status).toBe('success');
  });

  it('asks the server as before when there is no hint', () => {
    const client = new QueryClient();
    seedSignedOutSession(client);
    expect(client.getQueryData(sessionQueryKey)).toBeUndefined();
  });
});
