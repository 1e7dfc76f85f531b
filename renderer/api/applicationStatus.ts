/** The application, its server status string and the profile, as the status router reads them (000 §4.3, §7). */
import { request } from './client.ts';

export const fetchStatus = (uuid: string) =>
  request<{ status: string }>(`/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`).then((r) => r.status);

export const fetchApplication = (uuid: string) =>
  request<Record<string, unknown>>(`/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`);
