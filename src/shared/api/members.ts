/**
 * The people who run an event with its owner, over HTTP: the members panel
 * (members, pending invitations, invite, change a role, remove), the page an
 * invitation link opens, and each host's daily digest setting.
 */
import { z } from 'zod';
import { memberRoles } from '../domain/roles';
import { maxEmailLength, validateEmail } from '../domain/validation';

export const inviteRequestSchema = z.object({
  email: z
    .string()
    .max(maxEmailLength + 64)
    .superRefine((value, ctx) => {
      const problem = validateEmail(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim().toLowerCase()),
  role: z.enum(memberRoles),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const changeRoleRequestSchema = z.object({ role: z.enum(memberRoles) });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', ...memberRoles]),
  /** Whether this is the signed-in account. */
  you: z.boolean(),
  /** When they joined (the owner: when the event was created). */
  since: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const membersResponseSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/** What the invitation link's page shows before it is accepted. */
export const invitationPreviewSchema = z.object({
  eventName: z.string(),
  eventDate: z.string().nullable(),
  inviterName: z.string(),
  role: z.enum(memberRoles),
  /** The address the invitation was sent to: only that account may accept it. */
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationResponseSchema = z.object({
  eventId: z.string(),
  role: z.enum(memberRoles),
});

/** The signed-in host's daily digest for one event. */
export const digestSettingSchema = z.object({ enabled: z.boolean() });
export type DigestSetting = z.infer<typeof digestSettingSchema>;

/** The one-click opt-out from the digest e-mail's signed link. */
export const digestOptOutRequestSchema = z.object({
  token: z.string().min(1).max(512),
  enabled: z.boolean().default(false),
});
export const digestOptOutResponseSchema = z.object({
  eventName: z.string(),
  enabled: z.boolean(),
});
