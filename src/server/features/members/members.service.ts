/**
 * Co-hosts and moderators: the owner invites people by e-mail with a role, sees members and
 * pending invitations, changes a role, withdraws an invitation or removes a member; the
 * invitee opens the link, signs in or up with the invited address, and accepts. Every
 * change goes through the access check's `members` action (owner only); a removed member
 * loses access with their next request (the check reads the database each time), and their
 * open live stream ends within seconds (live.routes.ts checks again).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { InviteRequest, MembersResponse } from '../../../shared/api/members';
import {
  invitationValidityDays,
  type MemberRole,
  maxEventMembers,
} from '../../../shared/domain/roles';
import { type Language, parseLanguage } from '../../../shared/i18n/index';
import type { Mailer } from '../../adapters/mail/mail';
import { newId } from '../../db/ids';
import { appError } from '../../http/app-error';
import type { Owner } from '../../http/env';
import type { EventAccess } from '../../policies/event-access';
import { assertVerified } from '../auth/require-owner';
import { renderInvitationEmail } from './invitation-email';
import type { MembersRepository } from './members.repository';

export type MembersServiceDeps = {
  repository: MembersRepository;
  access: EventAccess;
  mailer: Mailer;
  siteName: string;
  baseUrl: string;
  now?: () => Date;
};

const dayMs = 24 * 60 * 60_000;

/** Only the SHA-256 of a link's token is stored. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token shaped like ours (43 base64url characters), before any lookup. */
function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

function displayName(user: { name: string; email: string }): string {
  return user.name.trim() || user.email;
}

export function createMembersService(deps: MembersServiceDeps) {
  const { repository, access } = deps;
  const now = deps.now ?? (() => new Date());

  /** The invitation behind a link, usable now; else the error that tells why not. */
  async function usableInvitation(token: string) {
    if (!looksLikeToken(token)) throw appError('invitationNotFound');
    const invitation = await repository.findByTokenHash(invitationTokenHash(token));
    if (!invitation) throw appError('invitationNotFound');
    if (invitation.revokedAt) throw appError('invitationRevoked');
    if (invitation.acceptedAt) throw appError('invitationUsed');
    if (invitation.expiresAt.getTime() <= now().getTime()) throw appError('invitationExpired');
    return invitation;
  }

  return {
    /** The owner, the members and the pending invitations (the owner's panel). */
    async list(userId: string, eventId: string): Promise<MembersResponse> {
      await access.requireEventAccess(userId, eventId, 'members');
      const { owner, members } = await repository.listMembers(eventId);
      const pending = await repository.listPending(eventId, now());
      return {
        members: [
          ...(owner
            ? [
                {
                  userId: owner.userId,
                  name: owner.name,
                  email: owner.email,
                  role: 'owner' as const,
                  you: owner.userId === userId,
                  since: owner.since.toISOString(),
                },
              ]
            : []),
          ...members.map((m) => ({
            userId: m.userId,
            name: m.name,
            email: m.email,
            role: m.role as MemberRole,
            you: m.userId === userId,
            since: m.since.toISOString(),
          })),
        ],
        invitations: pending.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role as MemberRole,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
        })),
      };
    },

    /**
     * Invites `email` with `role` and sends the link (valid 7 days, once). Refused for the
     * owner's own address (`cannotInviteOwner`), a member (`alreadyMember`) and past
     * {@link maxEventMembers} helpers (`tooManyMembers`). Inviting an address again
     * replaces its pending invitation, so only the newest link works.
     */
    async invite(inviter: Owner, eventId: string, body: InviteRequest) {
      assertVerified(inviter);
      await access.requireEventAccess(inviter.id, eventId, 'members');
      // Only the owner manages people, so the owner is the one inviting.
      const context = await repository.invitationContext(eventId);
      if (!context) throw appError('eventNotFound');
      const email = body.email.trim().toLowerCase();
      if (context.ownerEmail.toLowerCase() === email) throw appError('cannotInviteOwner');
      const existing = await repository.findUserByEmail(email);
      if (existing && (await repository.isMember(eventId, existing.id))) {
        throw appError('alreadyMember');
      }
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + invitationValidityDays * dayMs);
      const invitation = await repository.createInvitation(
        {
          id: newId(),
          eventId,
          email,
          role: body.role,
          tokenHash: invitationTokenHash(token),
          invitedBy: inviter.id,
          expiresAt,
          createdAt: at,
        },
        at,
        (helpers) => {
          if (helpers >= maxEventMembers)
            throw appError('tooManyMembers', { max: maxEventMembers });
        },
      );
      const language: Language = parseLanguage(inviter.language) ?? 'pl';
      const url = `${deps.baseUrl}/invitations/${token}?lang=${language}`;
      const mail = renderInvitationEmail({
        language,
        siteName: deps.siteName,
        inviterName: displayName({ name: context.ownerName, email: context.ownerEmail }),
        eventName: context.eventName,
        role: body.role,
        url,
        expiresAt,
        timeZone: context.timeZone,
      });
      try {
        await deps.mailer.send({ to: email, ...mail });
      } catch (error) {
        // Nothing half-done: an invitation nobody received is withdrawn again.
        await repository.revokeInvitation(eventId, invitation.id, now());
        throw error;
      }
      return {
        id: invitation.id,
        email,
        role: body.role,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
      };
    },

    async revoke(userId: string, eventId: string, invitationId: string): Promise<void> {
      await access.requireEventAccess(userId, eventId, 'members');
      if (!(await repository.revokeInvitation(eventId, invitationId, now()))) {
        throw appError('invitationNotFound');
      }
    },

    async changeRole(userId: string, eventId: string, memberId: string, role: MemberRole) {
      await access.requireEventAccess(userId, eventId, 'members');
      if (!(await repository.changeRole(eventId, memberId, role))) throw appError('memberNotFound');
    },

    async remove(userId: string, eventId: string, memberId: string): Promise<void> {
      await access.requireEventAccess(userId, eventId, 'members');
      if (!(await repository.removeMember(eventId, memberId))) throw appError('memberNotFound');
    },

    /** What the link's page shows (no sign-in needed: the link itself is the secret). */
    async preview(token: string) {
      const invitation = await usableInvitation(token);
      return {
        eventName: invitation.eventName,
        eventDate: invitation.eventDate,
        inviterName: displayName({ name: invitation.inviterName, email: invitation.inviterEmail }),
        role: invitation.role as MemberRole,
        email: invitation.email,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * Makes the signed-in account a member. Only the invited address may accept
     * (`invitationWrongAccount`), once it is confirmed; the event's owner has nothing to
     * accept. A link used twice at once makes one member: the other gets `invitationUsed`.
     */
    async accept(account: Owner, token: string) {
      const invitation = await usableInvitation(token);
      if (account.email.toLowerCase() !== invitation.email) {
        throw appError('invitationWrongAccount', { email: invitation.email });
      }
      assertVerified(account);
      if (invitation.eventOwnerId === account.id) throw appError('cannotInviteOwner');
      if (!(await repository.accept(invitation, account.id, now()))) {
        throw appError('invitationUsed');
      }
      return { eventId: invitation.eventId, role: invitation.role as MemberRole };
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
