/** Generated from schemas/meta/staff.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * The people who sign in to the staff studio (/studio), each with a role. The file lives beside the config (STAFF_FILE, default staff.json in the config root, git-ignored); `npm run journey -- staff add` writes members and prints each token once. Only the token's scrypt hash is kept.
 */
export interface StaffFile {
  /**
   * Path to this meta-schema, for editor help.
   */
  $schema?: string;
  /**
   * Notes for staff.
   */
  description?: string;
  /**
   * One entry per person; ids are unique.
   */
  staff: StaffMember[];
}
export interface StaffMember {
  /**
   * What the person types to sign in: lower-case letters, digits, '.', '_' or '-', 2 to 40 characters, starting with a letter.
   */
  id: string;
  /**
   * The person's name, the author name of the commits they save.
   */
  name: string;
  /**
   * The person's e-mail, the author e-mail of the commits they save.
   */
  email: string;
  /**
   * viewer: reads every studio page; editor: also saves changes as drafts for review; publisher: also saves live, approves or rejects drafts and reverts a change.
   */
  role: 'viewer' | 'editor' | 'publisher';
  /**
   * scrypt:N:r:p:salt:hash (base64) of the person's sign-in token (node:crypto scrypt); never the token itself.
   */
  tokenHash: string;
}

export type StaffRole = StaffMember['role'];
