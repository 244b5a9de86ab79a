import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, migrationFiles, MIGRATIONS_DIR } from '../src/db/migrate';
import { createTestApp, loginAs, openTestDb, type TestApp } from './helpers/testApp';
import { insertMeeting } from './helpers/meetingRows';
import { adminApi } from './helpers/admin';

describe("staff roles: today's verifiers carried over, the demo organisers", () => {
  it('makes the verifiers of a database from before staff roles verifiers on the staff, still read as meeting_verifiers', async () => {
    const { db, drop } = await openTestDb();
    try {
      const before = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-before-staff-'));
      for (const name of migrationFiles().filter((n) => n < '1700'))
        fs.copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(before, name));
      await migrate(db, before);
      const meetingId = await insertMeeting(db);
      const [u] = await db.query<{ id: number }>(
        "INSERT INTO users (username, mobile, password_hash, roles) VALUES ('door', '13900000001', 'x', '{verifier}') RETURNING id",
      );
      await db.query('INSERT INTO meeting_verifiers (meeting_id, user_id) VALUES ($1, $2)', [meetingId, u.id]);
      await migrate(db);
      expect(await db.query('SELECT meeting_id, user_id, role FROM meeting_staff')).toEqual([
        { meeting_id: meetingId, user_id: u.id, role: 'verifier' },
      ]);
      expect(await db.query('SELECT meeting_id, user_id FROM meeting_verifiers')).toEqual([{ meeting_id: meetingId, user_id: u.id }]);
      // A verifier written under the old name (as check-in's tests do) is a verifier on the staff.
      const other = await insertMeeting(db);
      await db.query('INSERT INTO meeting_verifiers (meeting_id, user_id) VALUES ($1, $2)', [other, u.id]);
      expect(await db.query('SELECT role FROM meeting_staff WHERE meeting_id = $1', [other])).toEqual([{ role: 'verifier' }]);
      // An owner is not a verifier at the door.
      await db.query("UPDATE meeting_staff SET role = 'owner' WHERE meeting_id = $1", [meetingId]);
      expect(await db.query('SELECT meeting_id FROM meeting_verifiers')).toEqual([{ meeting_id: other }]);
    } finally {
      await drop();
    }
  });

  describe('demo data', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    }, 120_000);
    afterAll(() => t.close());

    it('has a platform admin (13600136000) and an owner of demo meeting 1 only (13700137000)', async () => {
      const [first, second] = await t.db.query<{ id: number }>('SELECT id FROM meetings ORDER BY id LIMIT 2');
      const admin = await adminApi(t.app, 'GET', '/api/admin/me', await loginAs(t.app, '13600136000'));
      expect(admin.data.platform_admin).toBe(true);
      expect(admin.data.meetings.length).toBeGreaterThan(1);
      const ownerToken = await loginAs(t.app, '13700137000');
      expect((await adminApi(t.app, 'GET', '/api/admin/me', ownerToken)).data).toEqual({
        platform_admin: false,
        can_create: false,
        meetings: [{ id: first.id, title: expect.any(String), time_zone: 'Asia/Shanghai', role: 'owner' }],
      });
      expect((await adminApi(t.app, 'GET', `/api/admin/meetings/${first.id}/stats`, ownerToken)).code).toBe(1);
      expect((await adminApi(t.app, 'GET', `/api/admin/meetings/${second.id}/stats`, ownerToken)).status).toBe(403);
      // The attendee and the verifier of the demo have no console.
      expect((await adminApi(t.app, 'GET', '/api/admin/me', await loginAs(t.app, '13800138000'))).status).toBe(403);
      expect((await adminApi(t.app, 'GET', '/api/admin/me', await loginAs(t.app, '13900139000'))).status).toBe(403);
    });
  });
});
