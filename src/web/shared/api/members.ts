/**
 * The people running an event (`/api/events/{id}/members`, `/invitations`), the invitation
 * link's page (`/api/public/invitations/{token}`, `/api/invitations/{token}/accept`) and each
 * host's daily digest switch (`/api/events/{id}/digest`, `/api/public/digest`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  acceptInvitationResponseSchema,
  digestOptOutResponseSchema,
  digestSettingSchema,
  type InviteRequest,
  invitationPreviewSchema,
  invitationSchema,
  membersResponseSchema,
} from '../../../shared/api/members';
import type { MemberRole } from '../../../shared/domain/roles';
import { apiFetch } from '../../app/api';
import { eventsQueryKey } from '../../features/events/api/get-events';

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
export const membersQueryKey = (eventId: string) => ['events', eventId, 'members'] as const;
export const digestQueryKey = (eventId: string) => ['events', eventId, 'digest'] as const;

export function useMembers(eventId: string, enabled = true) {
  return useQuery({
    queryKey: membersQueryKey(eventId),
    queryFn: ({ signal }) =>
      apiFetch(`${base(eventId)}/members`, { signal, schema: membersResponseSchema }),
    enabled,
  });
}

/** Invite, withdraw, change a role, remove: each refreshes the panel afterwards. */
export function useMembersActions(eventId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersQueryKey(eventId) });
  return {
    invite: useMutation({
      mutationFn: (body: InviteRequest) =>
        apiFetch(`${base(eventId)}/invitations`, {
          method: 'POST',
          body,
          schema: z.object({ invitation: invitationSchema }),
        }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (invitationId: string) =>
        apiFetch(`${base(eventId)}/invitations/${encodeURIComponent(invitationId)}`, {
          method: 'DELETE',
        }),
      onSettled: refresh,
    }),
    changeRole: useMutation({
      mutationFn: ({ userId, role }: { userId: string; role: MemberRole }) =>
        apiFetch(`${base(eventId)}/members/${encodeURIComponent(userId)}`, {
          method: 'PATCH',
          body: { role },
        }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (userId: string) =>
        apiFetch(`${base(eventId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
  };
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitations', token],
    queryFn: ({ signal }) =>
      apiFetch(`/api/public/invitations/${encodeURIComponent(token)}`, {
        signal,
        schema: invitationPreviewSchema,
      }),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/invitations/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
        schema: acceptInvitationResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}

export function useDigestSetting(eventId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: digestQueryKey(eventId),
    queryFn: ({ signal }) =>
      apiFetch(`${base(eventId)}/digest`, { signal, schema: digestSettingSchema }),
  });
  const save = useMutation({
    mutationFn: (enabled: boolean) =>
      apiFetch(`${base(eventId)}/digest`, {
        method: 'PUT',
        body: { enabled },
        schema: digestSettingSchema,
      }),
    onSuccess: (setting) => queryClient.setQueryData(digestQueryKey(eventId), setting),
  });
  return { query, save };
}

/** The e-mail's one-click link: turns the digest off (or on again) without signing in. */
export function useDigestOptOut(token: string) {
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiFetch('/api/public/digest', {
        method: 'POST',
        body: { token, enabled },
        schema: digestOptOutResponseSchema,
      }),
  });
}
