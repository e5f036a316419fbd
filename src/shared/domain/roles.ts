/**
 * Who may do what with an event: the owner, and the people the owner invites as co-hosts
 * or moderators. The server's access check (policies/event-access.ts) and the owner's app
 * (which hides what a role cannot do) read this one table.
 */

/** What an account wants to do with an event. */
export type EventAction =
  /** See the event, its settings, media, guestbook and live updates. */
  | 'view'
  /** Change settings, the password, the style, albums, challenges, reveal. */
  | 'edit'
  /** Hide, move and delete media and guestbook entries. */
  | 'moderate'
  /** Download the ZIP, the guestbook PDF, the QR code and the print kit. */
  | 'download'
  /** Pay, upgrade, activate with a code. */
  | 'pay'
  /** Invite people, change their roles, remove them. */
  | 'members'
  /** Delete the event. */
  | 'delete';

export const eventActions = [
  'view',
  'edit',
  'moderate',
  'download',
  'pay',
  'members',
  'delete',
] as const satisfies readonly EventAction[];

/** The roles an invitation can give. */
export const memberRoles = ['cohost', 'moderator'] as const;
export type MemberRole = (typeof memberRoles)[number];
export type EventRole = 'owner' | MemberRole;

/** What each role may do. */
export const rolePermissions: Readonly<Record<EventRole, readonly EventAction[]>> = {
  owner: ['view', 'edit', 'moderate', 'download', 'pay', 'members', 'delete'],
  /** Everything but deleting the event, paying and managing the people. */
  cohost: ['view', 'edit', 'moderate', 'download'],
  /** The photos and wishes: see, hide, move, delete, download; no settings. */
  moderator: ['view', 'moderate', 'download'],
};

export function roleAllows(role: EventRole, action: EventAction): boolean {
  return rolePermissions[role].includes(action);
}

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (memberRoles as readonly string[]).includes(value);
}

/** How long an invitation link works. */
export const invitationValidityDays = 7;
/** Pending invitations and members one event may have (besides its owner). */
export const maxEventMembers = 20;
