// A website's people over HTTP: changing a member's role, removing a member (their sessions and the API keys they made end), and never losing the last admin.
import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '../../domain/website-members.js';
import { ROLE } from '../../domain/roles.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { TABLES } from '../../server/db/tables.js';
import { createWebsite } from '../security/security-app.js';
import { testDatabaseKind } from '../support/test-database.js';
import { PASSWORD, signedInOwner, useAccountsSuite } from './accounts-suite.js';

const suite = useAccountsSuite();
const LAST_ADMIN = { error: 'last-admin', message: MEMBER_MESSAGES.lastAdmin };

describe(`members (${testDatabaseKind()})`, () => {
  it('lists the members with their roles and whether they use two-factor, and changes a role', async () => {
    const admin = await signedInOwner(suite, ROLE.admin);
    const editor = await signedInOwner(suite, ROLE.editor);
    const listed = await admin.browser.send('GET', '/api/owner/members');
    const member = (listed.body.members as { accountId: string }[]).find(
      (one) => one.accountId === editor.id,
    );
    expect(member).toMatchObject({ email: editor.email, roles: [ROLE.editor], twoFactorEnabled: false });

    const changed = await admin.browser.send('PUT', `/api/owner/members/${editor.id}/role`, {
      body: { role: ROLE.viewer },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.member).toMatchObject({ accountId: editor.id, roles: [ROLE.viewer] });
    // At their next request the new role is what they may do.
    const website = await editor.browser.send('GET', '/api/owner/website');
    expect(website.body.roles).toEqual([ROLE.viewer]);
    expect((await editor.browser.send('POST', '/api/owner/pages', { body: { title: 'Nope' } })).status).toBe(
      403,
    );
    const changes = await suite.db
      .knex(TABLES.ownerChanges)
      .where({ website_id: suite.fixture.websiteId, entity: 'member', entity_id: editor.id });
    expect(changes.map((change: { action: string; actor: string }) => [change.action, change.actor])).toEqual(
      [['change-role', admin.email]],
    );
  });

  it('removes a member: their sessions end and the API keys they made for the website stop working', async () => {
    const admin = await signedInOwner(suite, ROLE.admin);
    const manager = await signedInOwner(suite, ROLE.websiteManager);
    const made = await manager.browser.send('POST', '/api/owner/api-keys', {
      body: { name: 'export', scopes: ['pages:read'], password: PASSWORD },
    });
    expect(made.status).toBe(201);
    const key = made.body.key as string;
    expect(
      (await admin.browser.send('GET', '/api/owner/pages', { headers: { Authorization: `Bearer ${key}` } }))
        .status,
    ).toBe(200);

    expect((await admin.browser.send('DELETE', `/api/owner/members/${manager.id}`)).status).toBe(204);
    expect((await manager.browser.send('GET', '/api/owner/session')).status).toBe(401);
    expect(
      (await admin.browser.send('GET', '/api/owner/pages', { headers: { Authorization: `Bearer ${key}` } }))
        .status,
    ).toBe(401);
    const members = (await admin.browser.send('GET', '/api/owner/members')).body.members as {
      accountId: string;
    }[];
    expect(members.map((member) => member.accountId)).not.toContain(manager.id);
    expect((await admin.browser.send('DELETE', `/api/owner/members/${manager.id}`)).status).toBe(404);
  });

  it('keeps a removed member signed in to the other website they work on, and refuses them here', async () => {
    const admin = await signedInOwner(suite, ROLE.admin);
    const both = await signedInOwner(suite, ROLE.editor);
    const elsewhere = await createWebsite(suite.db, 'Elsewhere');
    await addMembership(suite.db.knex, { websiteId: elsewhere.id, accountId: both.id, role: ROLE.editor });
    expect((await admin.browser.send('DELETE', `/api/owner/members/${both.id}`)).status).toBe(204);
    expect((await both.browser.send('GET', '/api/owner/session')).status).toBe(200);
    expect((await both.browser.send('GET', '/api/owner/website')).status).toBe(403);
  });

  it('never removes or demotes the last admin, and lets only an admin change an admin', async () => {
    const website = await createWebsite(suite.db, 'One admin');
    const solo = await signedInOwner(suite, null, 'solo');
    const manager = await signedInOwner(suite, null, 'manager');
    await addMembership(suite.db.knex, { websiteId: website.id, accountId: solo.id, role: ROLE.admin });
    await addMembership(suite.db.knex, {
      websiteId: website.id,
      accountId: manager.id,
      role: ROLE.websiteManager,
    });
    // The second website answers on its own host.
    await suite.db
      .knex(TABLES.websiteDomains)
      .insert({ website_id: website.id, host: 'one-admin.example.test', is_primary: true });
    const on = { Host: 'one-admin.example.test' };

    const demote = await solo.browser.send('PUT', `/api/owner/members/${solo.id}/role`, {
      body: { role: ROLE.editor },
      headers: on,
    });
    expect(demote).toMatchObject({ status: 409, body: LAST_ADMIN });
    expect(await solo.browser.send('DELETE', `/api/owner/members/${solo.id}`, { headers: on })).toMatchObject(
      {
        status: 409,
        body: LAST_ADMIN,
      },
    );
    expect(
      await manager.browser.send('DELETE', `/api/owner/members/${solo.id}`, { headers: on }),
    ).toMatchObject({ status: 403, body: { message: MEMBER_MESSAGES.onlyAdminsForAdmins } });
    expect(
      (
        await manager.browser.send('PUT', `/api/owner/members/${manager.id}/role`, {
          body: { role: ROLE.admin },
          headers: on,
        })
      ).status,
    ).toBe(403);

    // With a second admin, the first may step down.
    const promoted = await solo.browser.send('PUT', `/api/owner/members/${manager.id}/role`, {
      body: { role: ROLE.admin },
      headers: on,
    });
    expect(promoted.status).toBe(200);
    const stepDown = await solo.browser.send('PUT', `/api/owner/members/${solo.id}/role`, {
      body: { role: ROLE.editor },
      headers: on,
    });
    expect(stepDown.status).toBe(200);
    expect(
      await manager.browser.send('DELETE', `/api/owner/members/${manager.id}`, { headers: on }),
    ).toMatchObject({ status: 409, body: LAST_ADMIN });
  });
});
