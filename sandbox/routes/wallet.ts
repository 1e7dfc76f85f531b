import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import type { Identity } from '../db/identities.js';
import { requireAuth } from '../http/auth.js';
import { forbidden } from '../http/errors.js';
import { identityOf } from './access.js';
import { pathOf } from './operationPaths.js';


interface WalletAccount { name: string; address: string; authorizationType: 'OWNER' | 'TRUSTEE' }

const address = (seed: string) => `tp1${createHash('sha256').update(seed).digest('hex').slice(0, 38)}`;

/**
 * The accounts an identity may act for (ours: the seeds show the calls, not where accounts come
 * from): their own, and the family trust many homeowners hold title through (001 §3 condition
 * REVIEW_TRUST_REQUIREMENTS), for which they are trustee.
 */
export function walletAccounts(identity: Identity): WalletAccount[] {
  const name = identity.profile.name;
  const full = name ? [name.firstName, name.lastName].filter(Boolean).join(' ') : identity.email;
  const own: WalletAccount = { name: full, address: address(`own:${identity.uuid}`), authorizationType: 'OWNER' };
  if (!name?.lastName) return [own];
  return [own, { name: `${name.lastName} Family Trust`, address: address(`trust:${identity.uuid}`), authorizationType: 'TRUSTEE' }];
}

/** 001 §3, §7 wallet calls behind "Switch Accounts": the profile of an account (access) and the list of accounts. */
export function walletRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get(pathOf('walletAccess'), async (request) => {
    const identity = identityOf(ctx, requireAuth(request));
    const accounts = walletAccounts(identity);
    const principal = (request.query as { principal?: unknown }).principal;
    const chosen = typeof principal === 'string' && principal ? accounts.find((a) => a.address === principal) : accounts[0];
    if (!chosen) throw forbidden('You do not have access to this account.');
    return { account: { name: chosen.name, address: chosen.address }, authorizedWallet: { address: accounts[0]!.address, authorizationType: chosen.authorizationType } };
  });

  app.get(pathOf('walletAccounts'), async (request) => {
    const identity = identityOf(ctx, requireAuth(request));
    const accounts = walletAccounts(identity);
    return accounts.map((a) => ({ account: { name: a.name, address: a.address }, authorizedWallets: [{ address: accounts[0]!.address }] }));
  });
}
