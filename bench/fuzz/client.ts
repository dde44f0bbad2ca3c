// Sending one fuzz case: node:http for ordinary requests (including streamed bodies), a raw TCP
// socket for what Node's client refuses to send (lowercase or invalid methods, CR/LF in headers,
// broken framing). Every send resolves to an Outcome; nothing here throws.
import http from "node:http";
import net from "node:net";
import { performance } from "node:perf_hooks";

/** A body sent in pieces: `prefix` then filler bytes up to `totalBytes` (Content-Length) or,
 * chunked, until `stopAfterBytes` unless the server answered first. */
export interface StreamSpec {
  prefix: string;
  totalBytes: number;
  chunked: boolean;
  stopAfterBytes?: number;
}

export interface FuzzCase {
  family: string;
  /** Short description of the mutation, shown in the report. */
  mutation: string;
  /** Route the case was generated for (or "GET pages"). */
  target: string;
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  stream?: StreamSpec;
  /** Whole request bytes for the raw-socket transport (method/url/headers are then informative). */
  raw?: Buffer;
  /** Raw transport: half-close our side after writing (the server sees EOF). */
  halfClose?: boolean;
  /** Why a close without an answer is acceptable for this case (oversized body, CONNECT…). */
  closeOk?: string;
  /** Run alone, after the concurrent phase (very large bodies). */
  heavy?: boolean;
  timeoutMs?: number;
  /** Strings that must never come back as such (an HTML payload's marker): checked in HTML answers. */
  markers?: string[];
  /** Cookie header of a signed-in session (added when sent; kept out of the table's text). */
  signedIn?: boolean;
}

export type OutcomeKind =
  | "response" // a status line was received
  | "closed" // the connection was closed or reset before any status line
  | "refused" // ECONNREFUSED: nothing listens any more
  | "timeout"
  | "cancelled" // stopped by the fuzzer (time limit, server death)
  | "client-error"; // the request could not be built (a bug in the table)

export interface Outcome {
  kind: OutcomeKind;
  status?: number;
  ms: number;
  /** Body bytes handed to the socket (streamed cases). */
  bytesSent?: number;
  /** Bytes written when the status line arrived (streamed cases). */
  answeredAfterBytes?: number;
  /** The server closed the connection before the whole body was sent. */
  closedEarly?: boolean;
  note?: string;
  /** The answer's Content-Type (HTTP transport). */
  contentType?: string;
  /** A marker of the case found verbatim in an HTML answer: an unescaped reflection. */
  reflected?: string;
  /** The answer carried a header the request tried to inject through CR/LF. */
  injectedHeader?: string;
}

/** Bytes of an answer kept to look for reflected markers. */
const REFLECTION_SCAN_BYTES = 2 * 1024 * 1024;
/** A header the injection payloads try to add through CR/LF in a value. */
export const INJECTED_HEADER = "x-fuzz-injected";

/** The first marker found verbatim in an answer whose type a browser renders as HTML (or sniffs, when there is none). */
export function findReflection(markers: string[] | undefined, contentType: string | undefined, body: Buffer): string | undefined {
  if (!markers?.length || body.length === 0) return undefined;
  if (contentType && !/html|xml/i.test(contentType)) return undefined;
  const text = body.toString("utf8");
  return markers.find((m) => text.includes(m));
}

export interface Sender {
  promise: Promise<Outcome>;
  cancel: () => void;
}

const HOST = "127.0.0.1";

/** Sends one case; a signed-in case carries the session's current cookie (a new one after a sign-in again). */
export function send(port: number, c: FuzzCase, timeoutMs: number, cookie?: string): Sender {
  if (c.signedIn && cookie) {
    if (c.raw) {
      const lineEnd = c.raw.indexOf("\r\n");
      c = lineEnd < 0 ? c : { ...c, raw: Buffer.concat([c.raw.subarray(0, lineEnd + 2), Buffer.from(`Cookie: ${cookie}\r\n`, "latin1"), c.raw.subarray(lineEnd + 2)]) };
    } else if (!Object.keys(c.headers).some((h) => h.toLowerCase() === "cookie")) c = { ...c, headers: { ...c.headers, cookie } };
  }
  return c.raw ? sendRaw(port, c, timeoutMs) : sendHttp(port, c, timeoutMs);
}

function errorCode(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  return e?.code ?? e?.message ?? String(error);
}

function sendHttp(port: number, c: FuzzCase, timeoutMs: number): Sender {
  const started = performance.now();
  let settle: (o: Outcome) => void = () => {};
  const promise = new Promise<Outcome>((resolve) => (settle = resolve));
  let settled = false;
  let status: number | undefined;
  let bytesSent = 0;
  let answeredAfterBytes: number | undefined;
  let req: http.ClientRequest | undefined;

  const expectedBytes = c.stream ? (c.stream.chunked ? (c.stream.stopAfterBytes ?? c.stream.totalBytes) : c.stream.totalBytes) : (c.body?.length ?? 0);
  const finish = (kind: OutcomeKind, note?: string) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    const closedEarly = c.stream ? bytesSent < expectedBytes : undefined;
    const reflected = findReflection(c.markers, contentType, Buffer.concat(chunks));
    settle({ kind, status, ms: performance.now() - started, bytesSent: c.stream ? bytesSent : undefined, answeredAfterBytes, closedEarly, note, contentType, reflected, injectedHeader });
    req?.destroy();
  };

  const timer = setTimeout(() => finish(status === undefined ? "timeout" : "response", status === undefined ? undefined : "body timed out"), timeoutMs);
  try {
    req = http.request({ host: HOST, port, method: c.method, path: c.url, headers: c.headers, agent: false });
  } catch (error) {
    finish("client-error", errorCode(error));
    return { promise, cancel: () => {} };
  }

  let contentType: string | undefined;
  let injectedHeader: string | undefined;
  const chunks: Buffer[] = [];
  let kept = 0;
  req.on("response", (res) => {
    status = res.statusCode;
    answeredAfterBytes = bytesSent;
    contentType = res.headers["content-type"];
    if (res.headers[INJECTED_HEADER] !== undefined) injectedHeader = String(res.headers[INJECTED_HEADER]);
    res.on("data", (chunk: Buffer) => {
      if (c.markers && kept < REFLECTION_SCAN_BYTES) {
        chunks.push(chunk);
        kept += chunk.length;
      }
    });
    res.on("end", () => finish("response"));
    res.on("error", () => finish("response", "response body cut"));
    res.on("close", () => finish("response"));
  });
  req.on("error", (error) => {
    const code = errorCode(error);
    if (status !== undefined) return finish("response", code);
    finish(code === "ECONNREFUSED" ? "refused" : "closed", code);
  });

  if (c.stream) void pump(req, c.stream, () => settled || status !== undefined, (n) => (bytesSent += n));
  else req.end(c.body);

  return { promise, cancel: () => finish("cancelled") };
}

/** Writes a streamed body with back-pressure; stops as soon as the server answered or closed. */
async function pump(req: http.ClientRequest, spec: StreamSpec, stopped: () => boolean, count: (n: number) => void) {
  const limit = spec.chunked ? (spec.stopAfterBytes ?? spec.totalBytes) : spec.totalBytes;
  const filler = Buffer.alloc(256 * 1024, "a");
  let sent = 0;
  const write = async (buffer: Buffer) => {
    const ok = req.write(buffer);
    sent += buffer.length;
    count(buffer.length);
    if (!ok) await drained(req, stopped);
  };
  try {
    await write(Buffer.from(spec.prefix));
    while (sent < limit && !stopped() && !req.destroyed) {
      await write(limit - sent >= filler.length ? filler : filler.subarray(0, limit - sent));
    }
    if (!stopped() && !req.destroyed) req.end();
  } catch {
    // The request emits its own error; nothing to add here.
  }
}

function drained(req: http.ClientRequest, stopped: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearInterval(poll);
      req.off("drain", done);
      req.off("close", done);
      req.off("error", done);
      resolve();
    };
    // A response or a close can arrive while we wait: poll for it as well.
    const poll = setInterval(() => stopped() && done(), 50);
    req.once("drain", done);
    req.once("close", done);
    req.once("error", done);
  });
}

function sendRaw(port: number, c: FuzzCase, timeoutMs: number): Sender {
  const started = performance.now();
  let settle: (o: Outcome) => void = () => {};
  const promise = new Promise<Outcome>((resolve) => (settle = resolve));
  let settled = false;
  let received = Buffer.alloc(0);
  let linger: NodeJS.Timeout | undefined;
  const socket = net.connect({ host: HOST, port });
  const statusOf = () => {
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(received.subarray(0, 32).toString("latin1"));
    return match ? Number(match[1]) : undefined;
  };
  const finish = (kind: OutcomeKind, note?: string) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    clearTimeout(linger);
    const status = statusOf();
    const split = received.indexOf("\r\n\r\n");
    const head = split < 0 ? received.toString("latin1") : received.subarray(0, split).toString("latin1");
    const contentType = /^content-type:\s*(.*)$/im.exec(head)?.[1]?.trim();
    const injected = new RegExp(`^${INJECTED_HEADER}:\\s*(.*)$`, "im").exec(head)?.[1];
    const reflected = split < 0 ? undefined : findReflection(c.markers, contentType, received.subarray(split + 4));
    settle({ kind: status !== undefined && kind !== "cancelled" ? "response" : kind, status, ms: performance.now() - started, note, contentType, reflected, injectedHeader: injected });
    socket.destroy();
  };
  const timer = setTimeout(() => finish("timeout"), timeoutMs);
  socket.on("connect", () => {
    socket.write(c.raw!);
    if (c.halfClose) socket.end();
  });
  socket.on("data", (chunk: Buffer) => {
    if (received.length < (c.markers ? REFLECTION_SCAN_BYTES : 65_536)) received = Buffer.concat([received, chunk]);
    // Headers are in: give the server a moment to finish and close, then stop waiting.
    if (!linger && statusOf() !== undefined && received.includes("\r\n\r\n")) linger = setTimeout(() => finish("response"), 1_000);
  });
  socket.on("error", (error) => {
    const code = errorCode(error);
    finish(code === "ECONNREFUSED" ? "refused" : "closed", code);
  });
  socket.on("close", () => finish("closed", "closed by server"));
  return { promise, cancel: () => finish("cancelled") };
}
