import type { WebSocket } from 'ws';

/** Code a socket is closed with when its lifetime is over; clients reconnect (it is not 4401). */
export const LIFETIME_CLOSE_CODE = 4000;

/**
 * 001 §9: a websocket lives at most 12 hours (the client's 10 s pings keep it alive until then);
 * then the server closes it and the client opens a fresh one.
 */
export function limitLifetime(socket: WebSocket, ms: number): void {
  const timer = setTimeout(() => socket.close(LIFETIME_CLOSE_CODE, 'lifetime'), ms);
  timer.unref?.();
  socket.on('close', () => clearTimeout(timer));
}
