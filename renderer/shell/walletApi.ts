/**
 * The wallet calls behind "Switch Accounts" (001 §3, §7): the profile of an account (GET .../account/access,
 * optional principal) and the list of accounts (GET .../account, cached indefinitely, 001 §7).
 */
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client.ts';
import { apiPath } from '../api/operations.ts';


export interface WalletProfile { account: { name: string; address: string }; authorizedWallet: { address?: string; authorizationType: string } }
export interface WalletAccount { account: { name: string; address: string }; authorizedWallets: { address: string }[] }

export const fetchWalletProfile = (principal?: string) =>
  request<WalletProfile>(`${apiPath('walletAccess')}${principal ? `?principal=${encodeURIComponent(principal)}` : ''}`);
export const fetchWalletAccounts = () => request<WalletAccount[]>(apiPath('walletAccounts'));

export const walletKeys = { profile: ['wallet', 'profile'] as const, accounts: ['wallet', 'accounts'] as const };

export function useWalletProfile(enabled: boolean) {
  return useQuery({ queryKey: walletKeys.profile, queryFn: () => fetchWalletProfile(), enabled, staleTime: 60_000 });
}

export function useWalletAccounts(enabled: boolean) {
  return useQuery({ queryKey: walletKeys.accounts, queryFn: fetchWalletAccounts, enabled, staleTime: Infinity, gcTime: Infinity });
}
