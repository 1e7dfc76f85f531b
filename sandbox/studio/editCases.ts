import type { Ctx } from '../context.js';
import { present } from '../routes/access.js';
import { resolveFixture } from '../../engine/index.ts';
import { fixtureData, loadFixtures } from '../../engine/config/loadFixtures.ts';
import type { ImpactCase } from '../../engine/config/editImpact.ts';

/**
 * The situations an edit is judged against (issue 16 item 4): every application and signer fixture
 * of the config, and every application in the sandbox database as the app reads it (routes/access.ts
 * `present`), with its applicant's profile. Read now, so the answer follows the database.
 */
export function editCases(ctx: Ctx, root: string): ImpactCase[] {
  const files = fixtureData(loadFixtures(root));
  const cases: ImpactCase[] = [];
  for (const [id, f] of Object.entries(files)) {
    if (f.kind !== 'application' && f.kind !== 'signer') continue;
    try {
      const s = resolveFixture(id, files).result;
      cases.push({ source: 'fixture', id, ...(s.status ? { status: s.status } : {}), ...(s.app ? { app: s.app } : {}), ...(s.profile ? { profile: s.profile } : {}), ...(s.signer ? { signer: s.signer } : {}) });
    } catch {
      // A fixture that does not resolve is journey validate's to report.
    }
  }
  for (const record of ctx.applications.all()) {
    const profile = ctx.identities.byUuid(record.identityUuid)?.profile;
    cases.push({ source: 'application', id: record.uuid, status: record.status, app: present(record), ...(profile ? { profile } : {}) });
  }
  return cases;
}
