/**
 * "Switch Accounts" (001 §2, §3, §7): the wallet's accounts (the list call), the one in use marked
 * (the profile call); choosing another checks access to it (profile call with its principal) and
 * opens it in Passport. Wallet addresses are shortened to the first 6 and last 5 characters (001 §4).
 */
import { useState } from 'react';
import { interpolate } from '../../engine/template.ts';
import { shortenWallet } from '../../engine/format.ts';
import { errorMessage } from '../api/client.ts';
import { Modal } from '../feedback/Modal.tsx';
import { shell } from './shellConfig.ts';
import { useLanguage, useWords } from '../app/language.tsx';
import { fetchWalletProfile, useWalletAccounts, useWalletProfile } from './walletApi.ts';

export default function SwitchAccountsDialog({ ctx, onClose }: { ctx: Record<string, unknown>; onClose: () => void }) {
  const copy = shell.switchAccounts;
  const words = useWords();
  const { dictionary } = useLanguage();
  // In the applicant's words (renderer/app/language.tsx), placeholders filled.
  const t = (s: string, extra: Record<string, unknown> = {}) => interpolate(words(s), { ...ctx, ...extra }, dictionary ? { locale: dictionary.locale } : {});
  const profile = useWalletProfile(true);
  const accounts = useWalletAccounts(true);
  const [problem, setProblem] = useState<string | null>(null);
  const current = profile.data?.account.address;

  const choose = async (address: string) => {
    setProblem(null);
    try {
      const chosen = await fetchWalletProfile(address);
      window.location.assign(`${copy.passportHref}?principal=${encodeURIComponent(chosen.account.address)}`);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Modal label={t(copy.title)} closeLabel={t(copy.close)} onClose={onClose} className="switch-accounts">
      <h2>{t(copy.title)}</h2>
      <p>{t(copy.intro)}</p>
      {problem ? <p className="notary__alert" role="alert">{problem}</p> : null}
      {accounts.isPending || profile.isPending ? <p role="status">{t(copy.loading)}</p> : accounts.isError || profile.isError ? <p role="alert">{t(copy.failed)}</p> : (
        <ul className="switch-accounts__list">
          {accounts.data!.map((a) => (
            <li key={a.account.address} className="switch-accounts__item">
              <span className="switch-accounts__name">{a.account.name}</span>
              <span className="switch-accounts__address" title={a.account.address}>{shortenWallet(a.account.address)}</span>
              {a.account.address === current
                ? <span className="switch-accounts__current">{t(copy.current)}</span>
                : <button type="button" className="button button--secondary" onClick={() => void choose(a.account.address)}>{t(copy.choose, { account: a.account })}</button>}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
