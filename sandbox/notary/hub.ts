import type { WebSocket } from 'ws';
import { send } from '../chat/hub.js';

/**
 * Open notary sockets, in memory per server: the participant(s) of each session, every notary
 * console, and which console holds each admitted session (the other end of its video call). The
 * hub relays WebRTC signalling between those two ends and nowhere else.
 */
export class NotaryHub {
  private readonly participants = new Map<string, Set<WebSocket>>();
  private readonly consoles = new Set<WebSocket>();
  private readonly owners = new Map<string, WebSocket>();

  addParticipant(sessionUuid: string, socket: WebSocket): void {
    const set = this.participants.get(sessionUuid) ?? new Set<WebSocket>();
    set.add(socket);
    this.participants.set(sessionUuid, set);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.participants.delete(sessionUuid);
    });
  }

  addConsole(socket: WebSocket): void {
    this.consoles.add(socket);
    socket.on('close', () => {
      this.consoles.delete(socket);
      for (const [uuid, owner] of this.owners) if (owner === socket) this.owners.delete(uuid);
    });
  }

  /** The console that now holds the session's call (a console that reloads takes it back). */
  own(sessionUuid: string, socket: WebSocket): void {
    this.owners.set(sessionUuid, socket);
  }

  ownerOf(sessionUuid: string): WebSocket | undefined {
    return this.owners.get(sessionUuid);
  }

  release(sessionUuid: string): void {
    this.owners.delete(sessionUuid);
  }

  online(sessionUuid: string): boolean {
    return (this.participants.get(sessionUuid)?.size ?? 0) > 0;
  }

  toParticipants(sessionUuid: string, data: unknown): void {
    for (const s of this.participants.get(sessionUuid) ?? []) send(s, data);
  }

  toOwner(sessionUuid: string, data: unknown): boolean {
    const owner = this.owners.get(sessionUuid);
    if (!owner) return false;
    send(owner, data);
    return true;
  }

  toConsoles(data: unknown): void {
    for (const s of this.consoles) send(s, data);
  }

  closeAll(): void {
    for (const set of this.participants.values()) for (const s of set) s.close(1001, 'server closing');
    for (const s of this.consoles) s.close(1001, 'server closing');
  }
}
