import { randomUUID } from 'node:crypto';
import type { Db } from './database.js';

/** One notification as the shell reads it (001 §3). */
export interface Notification {
  uuid: string;
  created: string;
  title: string;
  description: string | null;
  status: 'UNREAD' | 'READ';
  ctas: { title?: string; redirectPath: string }[];
  walletAddress: string | null;
}

export type NewNotification = Pick<Notification, 'title'> & Partial<Pick<Notification, 'description' | 'status' | 'ctas' | 'walletAddress'>>;

/** The notifications of each identity (migrations/003_notifications.sql). */
export class Notifications {
  constructor(private readonly db: Db) {}

  /** Adds one for an identity, created at `createdAt` (ms); call inside a transaction. */
  add(identityUuid: string, n: NewNotification, createdAt: number): Notification {
    const notification: Notification = {
      uuid: randomUUID(),
      created: new Date(createdAt).toISOString(),
      title: n.title,
      description: n.description ?? null,
      status: n.status ?? 'UNREAD',
      ctas: n.ctas ?? [],
      walletAddress: n.walletAddress ?? null,
    };
    const { uuid, status, ...data } = notification;
    this.db.prepare('INSERT INTO notifications (uuid, identity_uuid, status, data_json, created_at) VALUES (?, ?, ?, ?, ?)').run(uuid, identityUuid, status, JSON.stringify(data), createdAt);
    return notification;
  }
}
