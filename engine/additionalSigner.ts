/**
 * Additional-signer determination (001 §4): true when the application's additionalSignerVersion is
 * v1 and the identity is in its helocSigners; otherwise (no v1 application) when the identity's
 * type is CO_DEEDER.
 */
export interface SignerIdentity {
  uuid?: unknown;
  type?: unknown;
}

export interface SignerApplication {
  additionalSignerVersion?: unknown;
  helocSigners?: unknown;
}

export function isAdditionalSigner(identity: SignerIdentity | null | undefined, app?: SignerApplication | null): boolean {
  if (app && typeof app.additionalSignerVersion === 'string' && app.additionalSignerVersion.toLowerCase() === 'v1') {
    const signers = Array.isArray(app.helocSigners) ? app.helocSigners : [];
    return typeof identity?.uuid === 'string' && signers.some((s) => (s as { identityUuid?: unknown } | null)?.identityUuid === identity.uuid);
  }
  return identity?.type === 'CO_DEEDER';
}
