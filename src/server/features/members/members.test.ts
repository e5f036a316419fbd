/**
 * Co-hosts and moderators on both databases: invitations (sent, accepted through sign-up,
 * expired, reused, revoked, replaced, the wrong account), every owner route walked for each
 * role and for a removed member, the live stream of a removed member, and the events list.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxEventMembers } from '../../../shared/domain/roles';
import { addDays, localDate } from '../../../shared/domain/time';
import {
  browser,
  mailsTo,
  newEmail,
  signedInOwner,
  signUp,
  strongPassword,
  waitForMail,
} from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { addBatch, addItem, ownedEvent } from '../../../test/gallery';
import { SseReader } from '../../../test/live';
import { callRoute, type OwnerRoute } from '../../../test/owner-routes';
import { startTestServer, type TestServer } from '../../../test/server';
import { eventInvitations, eventMembers } from '../../db/schema';

type Account = Awaited<ReturnType<typeof signedInOwner>>;

const tokenOf = (text: string) => /\/invitations\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

describe.each(testDatabases)('co-hosts and moderators on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Invites `email` and returns the link's token read from the e-mail. */
  async function invite(owner: Account, eventId: string, email: string, role: string) {
    const before = mailsTo(server.dataDir, email).length;
    const res = await owner.client.post(`/api/events/${eventId}/invitations`, { email, role });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mail = await waitForMail(server.dataDir, email, before + 1);
    return { res, mail, token: tokenOf(mail.text) };
  }

  /** A signed-in account that accepted an invitation with `role`. */
  async function member(owner: Account, eventId: string, role: 'cohost' | 'moderator') {
    const account = await signedInOwner(server);
    const { token } = await invite(owner, eventId, account.email, role);
    const accepted = await account.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return account;
  }

  it('invites by e-mail; the invitee signs up through the link, accepts and sees the event with the role', async () => {
    const owner = await signedInOwner(server);
    const seeded = await ownedEvent(server, owner.userId);
    const email = newEmail('best-man');
    const { res, mail, token } = await invite(owner, seeded.eventId, email, 'cohost');
    expect(res.body.invitation).toMatchObject({ email, role: 'cohost' });
    expect(mail.subject).toContain('Wesele Ani i Tomka');
    expect(mail.text).toContain('jako współgospodarz');
    expect(mail.html).toContain(`/invitations/${token}`);
    expect(token).toHaveLength(43);

    // The link's page: no account needed.
    const preview = await browser(server).get(`/api/public/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ eventName: 'Wesele Ani i Tomka', role: 'cohost', email });
    expect(preview.body.inviterName).toBe(owner.email);

    // Accepting needs a session.
    expect((await browser(server).post(`/api/invitations/${token}/accept`)).status).toBe(401);

    // Sign up with the invited address, confirm it, sign in, accept.
    const client = browser(server);
    const signedUp = await signUp(server, client, { email });
    await client.post('/api/auth/email-otp/verify-email', { email, otp: signedUp.mail.code });
    await client.post('/api/auth/sign-in/email', { email, password: strongPassword });
    const accepted = await client.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ eventId: seeded.eventId, role: 'cohost' });

    const list = await client.get('/api/events');
    expect(list.body.events).toHaveLength(1);
    expect(list.body.events[0]).toMatchObject({ id: seeded.eventId, role: 'cohost' });
    expect((await client.get(`/api/events/${seeded.eventId}`)).body.event.role).toBe('cohost');
    expect((await owner.client.get('/api/events')).body.events[0].role).toBe('owner');

    const members = await owner.client.get(`/api/events/${seeded.eventId}/members`);
    expect(members.body.invitations).toEqual([]);
    expect(members.body.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'cohost']);
    expect(members.body.members[0].you).toBe(true);
    expect(members.body.members[1]).toMatchObject({ email, you: false });

    // Used once: the link is spent.
    const again = await client.post(`/api/invitations/${token}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('errors.invitationUsed');
    expect((await browser(server).get(`/api/public/invitations/${token}`)).status).toBe(409);
  });

  it('refuses expired, revoked, replaced and wrong-account invitations, changing nothing', async () => {
    const owner = await signedInOwner(server);
    const seeded = await ownedEvent(server, owner.userId);
    const { db } = server.database;
    const invitee = await signedInOwner(server);
    const membership = async () =>
      db.select().from(eventMembers).where(eq(eventMembers.userId, invitee.userId));

    // Expired: a second past its 7 days.
    const expired = await invite(owner, seeded.eventId, invitee.email, 'moderator');
    await db
      .update(eventInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(eventInvitations.id, expired.res.body.invitation.id));
    const late = await invitee.client.post(`/api/invitations/${expired.token}/accept`);
    expect(late.status).toBe(410);
    expect(late.body.error).toBe('errors.invitationExpired');
    expect((await browser(server).get(`/api/public/invitations/${expired.token}`)).status).toBe(
      410,
    );

    // A second invitation to the same address replaces the first; withdrawn, it stops working.
    const first = await invite(owner, seeded.eventId, invitee.email, 'moderator');
    const second = await invite(owner, seeded.eventId, invitee.email, 'cohost');
    const replaced = await invitee.client.post(`/api/invitations/${first.token}/accept`);
    expect(replaced.body.error).toBe('errors.invitationRevoked');
    const pending = await owner.client.get(`/api/events/${seeded.eventId}/members`);
    expect(pending.body.invitations).toHaveLength(1);
    expect(pending.body.invitations[0]).toMatchObject({ email: invitee.email, role: 'cohost' });
    const withdrawn = await owner.client.request(
      'DELETE',
      `/api/events/${seeded.eventId}/invitations/${second.res.body.invitation.id}`,
    );
    expect(withdrawn.status).toBe(204);
    const revoked = await invitee.client.post(`/api/invitations/${second.token}/accept`);
    expect(revoked.status).toBe(410);
    expect(revoked.body.error).toBe('errors.invitationRevoked');

    // Another account cannot take someone else's invitation.
    const third = await invite(owner, seeded.eventId, invitee.email, 'cohost');
    const stranger = await signedInOwner(server);
    const wrong = await stranger.client.post(`/api/invitations/${third.token}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ error: 'errors.invitationWrongAccount' });
    expect(wrong.body.message).toContain(invitee.email);
    expect((await stranger.client.get('/api/events')).body.events).toEqual([]);

    // Made-up tokens.
    for (const token of ['x'.repeat(43), 'short', 'a'.repeat(128)]) {
      const res = await invitee.client.post(`/api/invitations/${token}/accept`);
      expect(res.status, token).toBe(404);
      expect(res.body.error).toBe('errors.invitationNotFound');
    }
    expect(await membership()).toEqual([]);

    // The right account, twice at once: one member, one "already used".
    const both = await Promise.all([
      invitee.client.post(`/api/invitations/${third.token}/accept`),
      invitee.client.post(`/api/invitations/${third.token}/accept`),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await membership()).toHaveLength(1);
  });

  it('validates invitations: addresses, roles, the owner, members, the limit', async () => {
    const owner = await signedInOwner(server);
    const seeded = await ownedEvent(server, owner.userId);
    const path = `/api/events/${seeded.eventId}/invitations`;
    for (const body of [
      { email: 'not-an-address', role: 'cohost' },
      { email: '', role: 'cohost' },
      { email: newEmail(), role: 'owner' },
      { email: newEmail(), role: 'admin' },
      { email: newEmail() },
    ]) {
      const res = await owner.client.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const self = await owner.client.post(path, {
      email: owner.email.toUpperCase(),
      role: 'cohost',
    });
    expect(self.body.error).toBe('errors.cannotInviteOwner');
    const helper = await member(owner, seeded.eventId, 'moderator');
    const twice = await owner.client.post(path, { email: helper.email, role: 'cohost' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('errors.alreadyMember');

    for (let i = 1; i < maxEventMembers; i += 1) {
      const res = await owner.client.post(path, { email: newEmail('guest'), role: 'moderator' });
      expect(res.status).toBe(201);
    }
    const over = await owner.client.post(path, { email: newEmail('guest'), role: 'moderator' });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('errors.tooManyMembers');
    const listed = await owner.client.get(`/api/events/${seeded.eventId}/members`);
    expect(listed.body.members.length - 1 + listed.body.invitations.length).toBe(maxEventMembers);
  });

  it('walks every owner route as owner, co-host, moderator, removed member and stranger', async () => {
    const owner = await signedInOwner(server);
    const seeded = await ownedEvent(server, owner.userId);
    const id = seeded.eventId;
    const batchId = await addBatch(server, seeded, { kind: 'guestbook', message: 'Sto lat!' });
    const mediaBatch = await addBatch(server, seeded);
    const mediaId = await addItem(server, seeded, mediaBatch);
    const cohost = await member(owner, id, 'cohost');
    const moderator = await member(owner, id, 'moderator');
    const removed = await member(owner, id, 'cohost');
    expect(
      (await owner.client.request('DELETE', `/api/events/${id}/members/${removed.userId}`)).status,
    ).toBe(204);
    const stranger = await signedInOwner(server);
    const wrongPhrase = { confirmation: 'not the phrase' };

    type Route = OwnerRoute & { action: string };
    const routes: Route[] = [
      { method: 'GET', path: `/api/events/${id}`, action: 'view' },
      { method: 'PATCH', path: `/api/events/${id}`, action: 'edit', body: { name: 'Wesele' } },
      { method: 'DELETE', path: `/api/events/${id}`, action: 'delete', body: wrongPhrase },
      {
        method: 'PUT',
        path: `/api/events/${id}/password`,
        action: 'edit',
        body: { password: 'secret-1' },
      },
      { method: 'GET', path: `/api/events/${id}/qr.png`, action: 'download' },
      { method: 'GET', path: `/api/events/${id}/qr.svg`, action: 'download' },
      { method: 'PUT', path: `/api/events/${id}/backgrounds/mobile`, action: 'edit', raw: true },
      { method: 'DELETE', path: `/api/events/${id}/backgrounds/desktop`, action: 'edit' },
      { method: 'GET', path: `/api/events/${id}/albums`, action: 'view' },
      { method: 'POST', path: `/api/events/${id}/albums`, action: 'edit', body: { name: 'Nowy' } },
      {
        method: 'PATCH',
        path: `/api/events/${id}/albums/${seeded.albumId}`,
        action: 'edit',
        body: { name: 'Główny' },
      },
      {
        method: 'DELETE',
        path: `/api/events/${id}/albums/${seeded.albumId}`,
        action: 'edit',
        body: wrongPhrase,
      },
      { method: 'GET', path: `/api/events/${id}/media`, action: 'view' },
      {
        method: 'PATCH',
        path: `/api/events/${id}/media`,
        action: 'moderate',
        body: { ids: [mediaId], hidden: true },
      },
      {
        method: 'DELETE',
        path: `/api/events/${id}/media`,
        action: 'moderate',
        body: { ids: ['no-such-item'] },
      },
      { method: 'GET', path: `/api/events/${id}/guestbook`, action: 'view' },
      {
        method: 'PATCH',
        path: `/api/events/${id}/guestbook/${batchId}`,
        action: 'moderate',
        body: { hidden: true },
      },
      { method: 'DELETE', path: `/api/events/${id}/guestbook/no-such-entry`, action: 'moderate' },
      { method: 'GET', path: `/api/events/${id}/guestbook.pdf`, action: 'download' },
      { method: 'POST', path: `/api/events/${id}/zip/retry`, action: 'download' },
      { method: 'GET', path: `/api/events/${id}/downloads`, action: 'download' },
      { method: 'GET', path: `/api/events/${id}/download.zip`, action: 'download' },
      { method: 'GET', path: `/api/events/${id}/print-kit.pdf`, action: 'download' },
      { method: 'GET', path: `/api/events/${id}/prompts`, action: 'view' },
      { method: 'PUT', path: `/api/events/${id}/prompts`, action: 'edit', body: { prompts: [] } },
      { method: 'POST', path: `/api/events/${id}/reveal`, action: 'edit' },
      { method: 'GET', path: `/api/events/${id}/members`, action: 'members' },
      {
        method: 'POST',
        path: `/api/events/${id}/invitations`,
        action: 'members',
        body: { email: newEmail('walk'), role: 'moderator' },
      },
      { method: 'DELETE', path: `/api/events/${id}/invitations/no-such`, action: 'members' },
      {
        method: 'PATCH',
        path: `/api/events/${id}/members/no-such-user`,
        action: 'members',
        body: { role: 'moderator' },
      },
      { method: 'DELETE', path: `/api/events/${id}/members/no-such-user`, action: 'members' },
      { method: 'GET', path: `/api/events/${id}/digest`, action: 'view' },
      { method: 'PUT', path: `/api/events/${id}/digest`, action: 'view', body: { enabled: true } },
      { method: 'POST', path: `/api/events/${id}/checkout`, action: 'pay' },
      {
        method: 'POST',
        path: `/api/events/${id}/upgrade`,
        action: 'pay',
        body: { plan: 'premium' },
      },
      { method: 'GET', path: `/media/${id}/${mediaId}/original`, action: 'view' },
    ];

    // Every event route of the API document is in the walk (the live stream is walked below).
    const doc = (await browser(server).get('/api/openapi.json')).body;
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/events/{eventId}'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .filter((route) => route !== 'GET /events/{eventId}/live');
    const walked = routes
      .filter((r) => r.path.startsWith('/api/'))
      .map((r) => {
        const template = r.path
          .replace('/api', '')
          .replace(id, '{eventId}')
          .replace(seeded.albumId, '{albumId}')
          .replace(batchId, '{entryId}')
          .replace('no-such-entry', '{entryId}')
          .replace('no-such-user', '{userId}')
          .replace('/invitations/no-such', '/invitations/{invitationId}')
          .replace(/backgrounds\/\w+/, 'backgrounds/{variant}');
        return `${r.method} ${template}`;
      });
    expect(new Set(walked)).toEqual(new Set(documented));

    const accessErrors = ['errors.eventNotFound', 'errors.roleNotAllowed', 'errors.unauthorized'];
    // What the issue gives each role, written out here rather than read from the code's table.
    const allowed: Record<'owner' | 'cohost' | 'moderator', string[]> = {
      owner: ['view', 'edit', 'moderate', 'download', 'pay', 'members', 'delete'],
      cohost: ['view', 'edit', 'moderate', 'download'],
      moderator: ['view', 'moderate', 'download'],
    };
    const roles = [
      { name: 'cohost', account: cohost },
      { name: 'moderator', account: moderator },
      { name: 'removed', account: removed },
      { name: 'stranger', account: stranger },
      { name: 'owner', account: owner },
    ] as const;
    for (const { name, account } of roles) {
      for (const route of routes) {
        const answer = await callRoute(server, account.client, route);
        const label = `${route.method} ${route.path} as ${name}`;
        const error = typeof answer.body === 'object' ? answer.body?.error : undefined;
        if (name === 'removed' || name === 'stranger') {
          expect(answer.status, label).toBe(404);
          if (!route.path.startsWith('/media/')) expect(error, label).toBe('errors.eventNotFound');
        } else if (allowed[name].includes(route.action)) {
          expect(accessErrors, `${label}: ${answer.status}`).not.toContain(error);
          expect(answer.status, label).not.toBe(401);
        } else {
          expect(answer.status, label).toBe(403);
          expect(error, label).toBe('errors.roleNotAllowed');
        }
      }
    }

    // The live stream: members in, the removed member and strangers out.
    const live = (account: Account) =>
      SseReader.open(`${server.url}/api/events/${id}/live`, {
        cookie: [...account.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      });
    for (const account of [owner, cohost, moderator]) {
      const reader = await live(account);
      expect(reader).toBeInstanceOf(SseReader);
      (reader as SseReader).close();
    }
    for (const account of [removed, stranger]) {
      const refused = await live(account);
      expect(refused).toMatchObject({ status: 404, body: { error: 'errors.eventNotFound' } });
    }
    // Five accounts, each signed in, over every owner route: 24 s once in a CI rehearsal on two
    // busy cores, near the default 30 s.
  }, 120_000);

  it('a removed member loses access at once and their open live stream ends; a role change applies to the next request', async () => {
    const owner = await signedInOwner(server);
    const seeded = await ownedEvent(server, owner.userId);
    const id = seeded.eventId;
    const helper = await member(owner, id, 'cohost');
    expect((await helper.client.request('PATCH', `/api/events/${id}`, { name: 'A' })).status).toBe(
      200,
    );

    // Demoted to moderator: settings refused at once, photos still theirs to moderate.
    const demoted = await owner.client.request(
      'PATCH',
      `/api/events/${id}/members/${helper.userId}`,
      {
        role: 'moderator',
      },
    );
    expect(demoted.status).toBe(204);
    const refused = await helper.client.request('PATCH', `/api/events/${id}`, { name: 'B' });
    expect(refused.status).toBe(403);
    expect((await helper.client.get(`/api/events/${id}`)).body.event.role).toBe('moderator');

    // A co-host cannot manage people or pay.
    const cohost = await member(owner, id, 'cohost');
    const invite = await cohost.client.post(`/api/events/${id}/invitations`, {
      email: newEmail(),
      role: 'cohost',
    });
    expect(invite.body.error).toBe('errors.roleNotAllowed');
    const removeOther = await cohost.client.request(
      'DELETE',
      `/api/events/${id}/members/${helper.userId}`,
    );
    expect(removeOther.status).toBe(403);

    const reader = (await SseReader.open(`${server.url}/api/events/${id}/live`, {
      cookie: [...helper.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    })) as SseReader;
    expect(reader).toBeInstanceOf(SseReader);
    const removed = await owner.client.request(
      'DELETE',
      `/api/events/${id}/members/${helper.userId}`,
    );
    expect(removed.status).toBe(204);
    const next = await helper.client.get(`/api/events/${id}`);
    expect(next.status).toBe(404);
    expect((await helper.client.get('/api/events')).body.events).toEqual([]);
    const deadline = Date.now() + 8000;
    while (!reader.ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(reader.ended).toBe(true);
    reader.close();

    const again = await owner.client.request(
      'DELETE',
      `/api/events/${id}/members/${helper.userId}`,
    );
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('errors.memberNotFound');
  });

  it('counts only owned events against the trial limit', async () => {
    const helper = await signedInOwner(server);
    for (let i = 0; i < 3; i += 1) {
      const owner = await signedInOwner(server);
      const created = await owner.client.post('/api/events', {
        name: `Próbne ${i}`,
        eventDate: addDays(localDate(new Date(), 'Europe/Warsaw'), 5),
        type: 'wedding',
        language: 'pl',
        plan: 'trial',
      });
      expect(created.status).toBe(201);
      const { token } = await invite(owner, created.body.event.id, helper.email, 'cohost');
      expect((await helper.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    }
    expect((await helper.client.get('/api/events')).body.events).toHaveLength(3);
    const own = await helper.client.post('/api/events', {
      name: 'Moje',
      eventDate: addDays(localDate(new Date(), 'Europe/Warsaw'), 5),
      type: 'wedding',
      language: 'pl',
      plan: 'trial',
    });
    expect(own.status).toBe(201);
    const roles = (await helper.client.get('/api/events')).body.events.map(
      (e: { role: string }) => e.role,
    );
    expect(roles.sort()).toEqual(['cohost', 'cohost', 'cohost', 'owner']);
  });
});
