import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { ValidationError } from '../http/errors.js';
import { suggest, verify, type AddressBook, type EnteredAddress } from '../address/lookup.js';
import { pathOf } from './operationPaths.js';

/** Where the sandbox's address lookup answers; brands point here by default (brands/_defaults.json `services.addressLookup.url`). */

/**
 * The address-lookup operation (001 §2, §5 Address typeahead; paths ours), played over the addresses
 * of data/addresses.json (re-read on change): suggestions for typed text, and verification of an
 * entered address with a corrected address offered (sandbox/address/lookup.ts). Public: the first
 * registration step asks before anyone has an account.
 */
export function addressLookupRoutes(app: FastifyInstance, ctx: Ctx): void {
  const book = () => ctx.dataFile<AddressBook>('addresses.json', { addresses: {} });

  app.get(pathOf('addressSuggestions'), async (request) => {
    const { q, state } = request.query as { q?: unknown; state?: unknown };
    const errors = [];
    if (typeof q !== 'string' || q.length > 100) errors.push({ pointer: '/q', message: 'Please type up to 100 characters of the address' });
    if (state !== undefined && (typeof state !== 'string' || !/^[A-Za-z]{0,2}$/.test(state))) errors.push({ pointer: '/state', message: 'The state is two letters' });
    if (errors.length > 0) throw new ValidationError(errors);
    return { suggestions: suggest(book(), q as string, (state as string | undefined) || undefined) };
  });

  app.post(pathOf('addressVerification'), async (request) => {
    const body = ctx.validator.check('addressVerification', request.body);
    return verify(book(), body.address);
  });
}
