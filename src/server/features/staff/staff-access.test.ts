import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../../test/support/test-database';

import { composeRouteAccess } from './shared/staff-access';
import { seedStaffUser, signInAs, staffRequest, type TestSession } from './staff-test-helpers';
import { staffRooms, staffRouteAccess } from './staff.routes';

/**
 * Every registered route under /api/staff, read from Fastify's own route tree
 * (printRoutes), not from our access table, so a route added anywhere is found.
 */
function registeredStaffRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: { depth: number; path: string }[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length;
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const fullPath = (stack[stack.length - 1]?.path ?? '') + match[2]!;
    stack.push({ depth, path: fullPath });
    if (!match[3] || !fullPath.startsWith('/api/staff')) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${fullPath}`);
    }
  }
  return routes.sort();
}

const fill = (path: string) => path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describeEachEngine('staff API access', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let caseManager: TestSession;

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store);
    await seedStaffUser(store.db, { email: 'cm@example.org', role: 'case_manager' });
    caseManager = await signInAs(app, 'cm@example.org');
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  it('finds every staff route in the route tree, and each one has an access rule', () => {
    const routes = registeredStaffRoutes(app);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toEqual(Object.keys(staffRouteAccess).sort());
  });

  it('answers 401 to an anonymous request on every route but sign-in', async () => {
    const routes = registeredStaffRoutes(app);
    const publicRoutes = routes.filter((route) => staffRouteAccess[route] === 'public');
    expect(publicRoutes).toEqual(['POST /api/staff/sign-in']);
    for (const route of routes.filter((entry) => !publicRoutes.includes(entry))) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const response = await staffRequest(app, null, method, fill(path), method === 'GET' ? undefined : {});
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
      expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('answers 403 to a case manager on every admin route, even with a valid CSRF token', async () => {
    const adminRoutes = registeredStaffRoutes(app).filter((route) => staffRouteAccess[route] === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of adminRoutes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const response = await staffRequest(
        app,
        caseManager,
        method,
        fill(path),
        method === 'GET' ? undefined : {},
      );
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
    }
  });

  it('lets a case manager read the staff (non-admin) GET routes', async () => {
    const readable = registeredStaffRoutes(app).filter(
      (route) => staffRouteAccess[route] === 'staff' && route.startsWith('GET ') && !route.includes(':'),
    );
    // The routes that cannot answer without a query: what a real call would ask.
    const queries: Record<string, string> = {
      'GET /api/staff/cases/export.csv': '?ids=00000000-0000-4000-8000-000000000000',
    };
    for (const route of readable) {
      const response = await staffRequest(app, caseManager, 'GET', route.slice(4) + (queries[route] ?? ''));
      expect({ route, status: response.statusCode }).toEqual({ route, status: 200 });
    }
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const entry = await store.db.selectFrom('audit_log').select('id').executeTakeFirstOrThrow();
    await expect(
      store.db.updateTable('audit_log').set({ action: 'tampered' }).where('id', '=', entry.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(store.db.deleteFrom('audit_log').where('id', '=', entry.id).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('composing the staff access table from the rooms (decision 0136)', () => {
  const roomTables = staffRooms.map((room) => room.access);

  it('keeps every rule of every room, each under its own route', () => {
    const declared = roomTables.flatMap((table) => Object.entries(table));
    expect(Object.entries(staffRouteAccess).sort()).toEqual(declared.sort());
  });

  it('refuses a route that a second room declares again, whatever access it gives', () => {
    for (const access of ['public', 'staff', 'admin'] as const) {
      expect(() => composeRouteAccess([...roomTables, { 'GET /api/staff/queue': access }])).toThrow(
        'Two staff rooms declare the access of GET /api/staff/queue.',
      );
    }
  });

  it('refuses a duplicate between two small tables, and merges tables that do not overlap', () => {
    const reading = { 'GET /api/staff/notebook': 'staff' } as const;
    const writing = { 'POST /api/staff/notebook': 'admin' } as const;
    expect(composeRouteAccess([reading, writing])).toEqual({ ...reading, ...writing });
    expect(() => composeRouteAccess([reading, writing, { 'POST /api/staff/notebook': 'admin' }])).toThrow(
      /POST \/api\/staff\/notebook/,
    );
    expect(composeRouteAccess([])).toEqual({});
  });
});
