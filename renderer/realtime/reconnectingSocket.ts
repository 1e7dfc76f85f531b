/**
 * One reconnecting websocket for the live chat (renderer/chat/useAgentSocket.ts) and the notary
 * session (renderer/notary/useNotarySocket.ts), framework-free so it can be tested against a real
 * server: connect, a ping on a fixed interval while open (001 §9: the 10 s pings keep the socket
 * alive), reconnection after every close with a pause that doubles from `baseMs` up to `maxMs`
 * (reset once a connection opens), except after `close()` or a close code in `finalCodes` (4401:
 * the token is refused, trying again cannot help). `send` refuses (returns false) while the socket
 * is not open, so each caller decides what the person sees (the chat's "sendFailed" alert).
 * `subscribe`/`getSnapshot` are the useSyncExternalStore contract: the snapshot is a new object
 * only when something in it changed.
 */

/** What a connection reports; the factory wires it to its socket's events. */
export interface SocketEvents {
  open(): void;
  message(data: unknown): void;
  close(code: number): void;
}
/** The part of a WebSocket this module uses (the browser's, and the `ws` package's client in tests). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketFactory = (url: string, on: SocketEvents) => WebSocketLike;

/** WebSocket.OPEN, spelled out: the `ws` package and the browser agree on it. */
const OPEN = 1;

export type SocketState = 'connecting' | 'connected' | 'closed';

export interface SocketSnapshot<In> {
  state: SocketState;
  /** Failed connections since the last open (the next pause is figured from it). */
  attempt: number;
  /** The code of the last close, null before any. */
  closeCode: number | null;
  /** The latest frames received, oldest first, at most `keepMessages`. */
  lastMessages: readonly In[];
}

/** One connection's address and ping, figured when it is opened (the chat token can change between connections). */
export interface Connection {
  url: string | URL;
  /** The ping frame; none when omitted. */
  ping?: () => unknown;
}

export interface Backoff {
  baseMs: number;
  factor: number;
  maxMs: number;
}
/** The pause before reconnecting: 1 s, doubling, at most 10 s (what both hooks used before). */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 1000, factor: 2, maxMs: 10_000 };

/** The pause before the reconnection that follows `attempt` failed ones. */
export const backoffDelay = (attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number =>
  Math.min(backoff.baseMs * backoff.factor ** attempt, backoff.maxMs);

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}
const globalTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface ReconnectingSocketOptions<In> {
  /** Called before each connection. */
  connection: () => Connection;
  pingMs: number;
  backoff?: Backoff;
  /** Close codes after which no reconnection is tried; the state becomes 'closed'. */
  finalCodes?: readonly number[];
  /** Turns a received text into a frame; JSON by default. */
  parse?: (text: string) => In;
  /** How many received frames the snapshot keeps. */
  keepMessages?: number;
  /** Each connection that opens (the notary's `ready`). */
  onOpen?: (send: (frame: unknown) => boolean) => void;
  /** Each frame received, in order. */
  onMessage?: (frame: In) => void;
  /** A close after which no reconnection is tried (not after `close()`). */
  onFinalClose?: (code: number) => void;
  /** The browser's WebSocket unless given (tests pass the `ws` package's). */
  createSocket?: WebSocketFactory;
  timers?: Timers;
}

const browserSocket: WebSocketFactory = (url, on) => {
  const socket = new WebSocket(url);
  socket.onopen = () => on.open();
  socket.onmessage = (event) => on.message(event.data);
  socket.onclose = (event) => on.close(event.code);
  return socket;
};

export class ReconnectingSocket<In = unknown> {
  private socket: WebSocketLike | null = null;
  private stopped = true;
  private pinger: unknown;
  private retry: unknown;
  private snapshot: SocketSnapshot<In> = { state: 'connecting', attempt: 0, closeCode: null, lastMessages: [] };
  private readonly listeners = new Set<() => void>();
  private readonly timers: Timers;

  constructor(private readonly options: ReconnectingSocketOptions<In>) {
    this.timers = options.timers ?? globalTimers;
  }

  /** Opens the first connection; again after `close()`, a fresh start. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.update({ attempt: 0, closeCode: null });
    this.open();
  }

  /** Closes on purpose: no reconnection until `start()`. */
  close(): void {
    this.stopped = true;
    this.timers.clearInterval(this.pinger);
    this.timers.clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.update({ state: 'closed' });
  }

  /** Sends `frame` as JSON; false (nothing sent) while the socket is not open. */
  send(frame: unknown): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  readonly getSnapshot = (): SocketSnapshot<In> => this.snapshot;

  private update(patch: Partial<SocketSnapshot<In>>): void {
    const next = { ...this.snapshot, ...patch };
    const keys = Object.keys(patch) as (keyof SocketSnapshot<In>)[];
    if (keys.every((key) => next[key] === this.snapshot[key])) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }

  private open(): void {
    this.update({ state: 'connecting' });
    const { url, ping } = this.options.connection();
    // Events of a socket this object no longer holds (closed on purpose, replaced) are ignored.
    let socket: WebSocketLike | null = null;
    const current = () => socket !== null && this.socket === socket;
    socket = (this.options.createSocket ?? browserSocket)(String(url), {
      open: () => {
        if (!current()) return;
        this.update({ state: 'connected', attempt: 0 });
        this.options.onOpen?.((frame) => this.send(frame));
        if (ping) this.pinger = this.timers.setInterval(() => { this.send(ping()); }, this.options.pingMs);
      },
      message: (data) => {
        if (!current()) return;
        const frame = (this.options.parse ?? JSON.parse)(String(data)) as In;
        const keep = this.options.keepMessages ?? 20;
        this.update({ lastMessages: [...this.snapshot.lastMessages, frame].slice(-keep) });
        this.options.onMessage?.(frame);
      },
      close: (code) => {
        if (!current()) return;
        this.timers.clearInterval(this.pinger);
        this.socket = null;
        if (this.options.finalCodes?.includes(code)) {
          this.stopped = true;
          this.update({ state: 'closed', closeCode: code });
          this.options.onFinalClose?.(code);
          return;
        }
        const attempt = this.snapshot.attempt;
        this.update({ state: 'connecting', closeCode: code, attempt: attempt + 1 });
        this.retry = this.timers.setTimeout(() => this.open(), backoffDelay(attempt, this.options.backoff));
      },
    });
    this.socket = socket;
  }
}
