import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Applications } from './db/applications.js';
import type { Db } from './db/database.js';
import type { Identities } from './db/identities.js';
import type { Signers } from './db/signers.js';
import { flagsFor, type FlagDecision } from './files/flags.js';
import { readJsonFile } from '../engine/config/jsonFile.ts';
import type { LoginThrottle } from './http/loginThrottle.js';
import type { Passwords } from './http/passwords.js';
import type { Tokens } from './http/tokens.js';
import { repoRoot, type ResolvedOptions } from './options.js';
import { loadBrand, type Brand } from '../engine/config/brandFiles.ts';
import { chooseOrg } from './org/orgChoice.js';
import type { BackOffice } from './simulator/backOffice.js';
import type { Validator } from './validation/validator.js';
import { dictionariesIn } from '../engine/config/localeFiles.ts';
import type { Dictionary } from '../engine/locale.ts';
import { requestDictionary } from '../host/page/language.ts';

/** What every route module gets: storage, the simulator, auth, validation and configuration. */
export interface Ctx {
  options: ResolvedOptions;
  db: Db;
  /** Runs `fn` in one transaction: all of its writes, or none. */
  tx<T>(fn: () => T): T;
  now(): number;
  identities: Identities;
  applications: Applications;
  signers: Signers;
  backOffice: BackOffice;
  tokens: Tokens;
  validator: Validator;
  passwords: Passwords;
  loginThrottle: LoginThrottle;
  signerPasswordHash: string;
  /** Every status of journeys/heloc.json statusRouting.vocabulary (plus WAITING_FOR... by prefix). */
  isKnownStatus(status: string): boolean;
  orgOf(request: FastifyRequest): string;
  brand(orgCode: string): Brand | null;
  flags(orgCode: string): Record<string, FlagDecision>;
  dataFile<T>(name: string, fallback: T): T;
  /**
   * The words a person reads the answer to `request` in: its brand's, in the language of the
   * `heloc_lang` cookie, else of its Accept-Language, among the brand's languages (engine/locale.ts
   * requestLanguage); undefined in English.
   */
  dictionary(request: FastifyRequest): Dictionary | undefined;
  /** The words of `language` for the brand of `orgCode` (a language decided earlier, kept with a record); undefined in English. */
  dictionaryIn(language: string | null, orgCode: string | null): Dictionary | undefined;
}

export function makeConfigAccessors(options: ResolvedOptions) {
  // The studio's copy of the config has its own locales/ once it holds one (sandbox/options.ts configRoot).
  const dictionaries = dictionariesIn(fs.existsSync(path.join(options.configRoot, 'locales')) ? options.configRoot : repoRoot);
  const wordsOf = requestDictionary(dictionaries);
  const orgOf = (request: FastifyRequest) => chooseOrg(request, options.dataDir, options.orgCode);
  const brand = (orgCode: string) => loadBrand(options.brandsDir, orgCode);
  return {
    orgOf,
    brand,
    dictionary: (request: FastifyRequest) => wordsOf(request, brand(orgOf(request))),
    dictionaryIn: (language: string | null, orgCode: string | null) => {
      const own = orgCode ? brand(orgCode) : null;
      return language && dictionaries.offered(own).includes(language) ? dictionaries.dictionary(language, own) : undefined;
    },
    flags: (orgCode: string) => flagsFor(options.flagsFile, orgCode),
    dataFile: <T>(name: string, fallback: T) => readJsonFile<T>(path.join(options.dataDir, name), fallback),
  };
}

/** Today as yyyy-MM-dd in Pacific time, for age rules. */
export function today(now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}
