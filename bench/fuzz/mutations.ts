// The mutation table. Each action family turns one form (a valid-looking body built from the
// form's fields) into variants; every variant is sent to the route's document URL and to its
// single-fetch `.data` URL. GET pages get hostile query strings and paths.
import { INJECTED_HEADER, type FuzzCase, type StreamSpec } from "./client";
import { dataUrl, PARAM_VALUE, type ActionTarget, type FormField, type RouteInfo, type RouteTable } from "./routes";

export interface Ctx {
  /** Cases are sent with the fuzz administrator's session (the member and back-office forms). */
  signedIn?: boolean;
  port: number;
  /** http://127.0.0.1:PORT, the Origin the server accepts. */
  origin: string;
  /** 127.0.0.1:PORT, the Host header Node's client sends. */
  host: string;
}

// ---------------------------------------------------------------------------------------------
// Bodies

/** A piece of a urlencoded body sent verbatim (invalid escapes, lone surrogates as bytes). */
interface Raw {
  raw: string;
}
type Part = string | Raw;
type Pairs = Array<[Part, Part]>;
const raw = (s: string): Raw => ({ raw: s });

/** application/x-www-form-urlencoded serialisation of UTF-8 bytes (space as +). */
function encodePart(part: Part): string {
  if (typeof part !== "string") return part.raw;
  let out = "";
  for (const byte of Buffer.from(part, "utf8")) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9*\-._]/.test(c)) out += c;
    else if (byte === 0x20) out += "+";
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}
const urlencoded = (pairs: Pairs) => pairs.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join("&");

function multipart(pairs: Array<[string, string]>, boundary: string, file?: { name: string; filename: string; type: string; data: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of pairs) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const URLENCODED = "application/x-www-form-urlencoded";
const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Variants

export interface Variant {
  mutation: string;
  /** Default POST. */
  method?: string;
  /** Pairs are sent urlencoded; string/Buffer as is; null: no body. Default: the valid body. */
  body?: Pairs | string | Buffer | null;
  /** Default: urlencoded when there is a body; null: no Content-Type header. */
  contentType?: string | null;
  headers?: Record<string, string>;
  /** Do not send the same-site Origin header. */
  noOrigin?: boolean;
  /** Raw-socket request built from the URL (for what Node's client refuses to send). */
  raw?: (url: string, ctx: Ctx) => Buffer;
  halfClose?: boolean;
  stream?: StreamSpec;
  closeOk?: string;
  heavy?: boolean;
  timeoutMs?: number;
  /** Strings that must not come back verbatim in an HTML answer. */
  markers?: string[];
}

/** The form a family mutates: its fields and a valid-looking body. */
export interface Form {
  fields: FormField[];
  valid: Array<[string, string]>;
  /** The valid body with one field's value replaced (or removed when value is undefined). */
  withField: (name: string, value: Part | undefined) => Pairs;
  /** The valid body with every value replaced. */
  everyField: (value: Part) => Pairs;
}

function formOf(target: ActionTarget): Form {
  const valid = target.fields.map((f): [string, string] => [f.name, f.value]);
  return {
    fields: target.fields,
    valid,
    withField: (name, value) => valid.flatMap(([k, v]): Pairs => (k !== name ? [[k, v]] : value === undefined ? [] : [[k, value]])),
    everyField: (value) => valid.map(([k]): [Part, Part] => [k, value]),
  };
}

/** One raw HTTP/1.1 request; header lines are written exactly as given. */
export function rawRequest(method: string, url: string, headerLines: string[], body: Buffer | string = ""): Buffer {
  const head = `${method} ${url} HTTP/1.1\r\n${headerLines.map((h) => `${h}\r\n`).join("")}\r\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8")]);
}

/** A raw POST of the valid body with extra header lines (and the usual Host/Origin/length). */
const rawPost =
  (form: Form, extra: string[], opts: { method?: string; contentLength?: string | null; body?: string; host?: string | null } = {}) =>
  (url: string, ctx: Ctx) => {
    const body = opts.body ?? urlencoded(form.valid);
    const length = opts.contentLength === undefined ? `Content-Length: ${Buffer.byteLength(body)}` : opts.contentLength === null ? undefined : `Content-Length: ${opts.contentLength}`;
    const host = opts.host === undefined ? ctx.host : opts.host;
    const lines = [...(host === null ? [] : [`Host: ${host}`]), `Origin: ${ctx.origin}`, `Content-Type: ${URLENCODED}`, ...(length ? [length] : []), ...extra, "Connection: close"];
    return rawRequest(opts.method ?? "POST", url, lines, body);
  };

// Hostile values, each put in one field at a time (and some in every field at once).
const HOSTILE_VALUES: Array<[string, Part]> = [
  ["U+0000", "\u0000"],
  ["C0/C1 control characters", "a\u0001\u0002\u0007\b\u000b\u000c\u001b\u007f\u0085\u009fb"],
  ["CR/LF", "ligne1\r\nligne2\rligne3\n\r\nX-Injected: 1"],
  ["BOM, RLO, U+FFFE/U+FFFF", "\ufeff\u202etxt.exe\ufffe\uffff"],
  ["100 KB value", "x".repeat(100 * 1024)],
  ["invalid escape %E9", raw("%E9")],
  ["invalid escape %", raw("%")],
  ["invalid escape %zz", raw("%zz")],
  ["lone high surrogate (%ED%A0%80)", raw("%ED%A0%80")],
  ["lone low surrogate (%ED%B0%80)", raw("%ED%B0%80")],
  ["invalid UTF-8 bytes", raw("%C3%28%FF%FE%80")],
  ["number 5", "5"],
  ["number -1", "-1"],
  ["number 1e309", "1e309"],
  ["NaN", "NaN"],
  ["number 99999999999999999999", "99999999999999999999"],
  ["Infinity", "Infinity"],
  ["empty string", ""],
  ["SQL quote", "' OR 1=1--"],
  ["HTML", "<img src=x onerror=alert(1)>"],
];

// ---------------------------------------------------------------------------------------------
// Injection payloads. Each HTML payload carries a marker; the answer must never contain the
// payload's active part verbatim (escaped as text, dropped or refused are all fine).

let markerSeq = 0;
/** HTML/script payloads with a fresh marker each, and the dangerous strings to look for. */
function htmlPayloads(): Array<{ label: string; value: string; markers: string[] }> {
  const m = `fz${(markerSeq++).toString(36)}x`;
  return [
    { label: "<script> marker", value: `<script>${m}()</script>`, markers: [`<script>${m}`] },
    { label: '"><img onerror> marker', value: `"><img src=x onerror=${m}()>`, markers: [`<img src=x onerror=${m}`] },
    { label: "'><svg onload> marker", value: `'><svg/onload=${m}()>`, markers: [`<svg/onload=${m}`] },
    { label: "</script> breakout marker", value: `</script><script>${m}()</script>`, markers: [`</script><script>${m}`] },
    { label: "</textarea> breakout marker", value: `</textarea><img src=x onerror=${m}()>`, markers: [`<img src=x onerror=${m}`] },
  ];
}
const SQL_PAYLOADS = ["' OR 1=1--", "1' OR '1'='1", "'; DROP TABLE users;--", "1; SELECT pg_sleep(5)--", "' UNION SELECT NULL,NULL--", "\\'; --", "$$; SELECT 1; $$"];
const CRLF_PAYLOADS = [`x\r\n${INJECTED_HEADER}: 1`, `x%0d%0a${INJECTED_HEADER}:%201`, `/\r\n${INJECTED_HEADER}: 1\r\n\r\n<html>`, `x\u560a\u560d${INJECTED_HEADER}: 1`];
const EVERY_FIELD_VALUES = new Set(["U+0000", "C0/C1 control characters", "CR/LF", "100 KB value", "invalid escape %E9", "lone high surrogate (%ED%A0%80)", "number 1e309"]);

const bracketDepth = (depth: number) => `a${Array.from({ length: depth }, (_, i) => `[${i}]`).join("")}`;
const dottedDepth = (depth: number) => Array.from({ length: depth }, (_, i) => `k${i}`).join(".");
const manyFields = (n: number, key: (i: number) => string) => Array.from({ length: n }, (_, i) => `${key(i)}=1`).join("&");

export interface ActionFamily {
  family: string;
  about: string;
  variants: (form: Form, ctx: Ctx) => Variant[];
}

export const ACTION_FAMILIES: ActionFamily[] = [
  {
    family: "methods",
    about: "unexpected HTTP methods on action URLs",
    variants: (form): Variant[] => [
      ...["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "SEARCH", "MKCOL", "LOCK", "PURGE"].map((method): Variant => ({ mutation: `${method} with the form body`, method })),
      { mutation: "HEAD", method: "HEAD", body: null, noOrigin: true },
      { mutation: "GET with a form body", method: "GET", noOrigin: true },
      { mutation: "CONNECT (raw)", method: "CONNECT", raw: (_url, ctx) => rawRequest("CONNECT", ctx.host, [`Host: ${ctx.host}`, "Connection: close"]), closeOk: "Node drops CONNECT when nothing handles it" },
      { mutation: "lowercase post (raw)", method: "post", raw: rawPost(form, [], { method: "post" }) },
      { mutation: "unknown method FUZZ (raw)", method: "FUZZ", raw: rawPost(form, [], { method: "FUZZ" }) },
      { mutation: "QUERY (raw)", method: "QUERY", raw: rawPost(form, [], { method: "QUERY" }) },
      { mutation: "invalid method token G(E)T (raw)", method: "G(E)T", raw: rawPost(form, [], { method: "G(E)T" }) },
      { mutation: "1 000-character method (raw)", method: "AAAA…", raw: rawPost(form, [], { method: "A".repeat(1000) }) },
    ],
  },
  {
    family: "headers",
    about: "junk request ids, forwarded-for, origins, hosts, cookies, framing",
    variants: (form, ctx): Variant[] => [
      { mutation: "X-Request-Id with latin-1 junk", headers: { "x-request-id": "\u0080\u00ff\u00e9<script>'\"\u00a0%00" } },
      { mutation: "X-Request-Id 10 KB", headers: { "x-request-id": "r".repeat(10 * 1024) } },
      { mutation: "X-Request-Id 15 KB (near the header limit)", headers: { "x-request-id": "r".repeat(15 * 1024) } },
      { mutation: "X-Request-Id 20 KB (over the header limit)", headers: { "x-request-id": "r".repeat(20 * 1024) } },
      { mutation: "X-Request-Id with CR/LF injection (raw)", raw: rawPost(form, ["X-Request-Id: abc", "Set-Cookie: injected=1"]) },
      { mutation: "X-Request-Id with bare CR (raw)", raw: rawPost(form, ["X-Request-Id: abc\rdef"]) },
      { mutation: "X-Request-Id with bare LF (raw)", raw: rawPost(form, ["X-Request-Id: abc\ndef"]) },
      { mutation: "X-Request-Id with NUL (raw)", raw: rawPost(form, ["X-Request-Id: abc\u0000def"]) },
      { mutation: "obs-fold continuation line (raw)", raw: rawPost(form, ["X-Request-Id: abc", " folded"]) },
      { mutation: "X-Forwarded-For garbage", headers: { "x-forwarded-for": "garbage, , ,::ffff:999.1.1.1, [::1]:80, unknown" } },
      { mutation: "X-Forwarded-For 2 000 entries", headers: { "x-forwarded-for": Array.from({ length: 2000 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(", ") } },
      { mutation: "X-Forwarded-For SQL", headers: { "x-forwarded-for": "' OR 1=1--" } },
      { mutation: "Origin: null (expect 403)", headers: { origin: "null" } },
      { mutation: "cross origin http://evil.example (expect 403)", headers: { origin: "http://evil.example" } },
      { mutation: "Origin suffix attack", headers: { origin: `${ctx.origin}.evil.example` } },
      { mutation: "Origin with userinfo", headers: { origin: `http://${ctx.host}@evil.example` } },
      { mutation: "Origin not a URL", headers: { origin: "garbage origin" } },
      { mutation: "Origin http://", headers: { origin: "http://" } },
      { mutation: "Origin 8 KB", headers: { origin: `http://${"o".repeat(8192)}.example` } },
      { mutation: "Host evil.example with same Origin", headers: { host: "evil.example" } },
      { mutation: "Host evil.example without Origin", headers: { host: "evil.example" }, noOrigin: true },
      { mutation: "Host with port 0", headers: { host: "127.0.0.1:0" }, noOrigin: true },
      { mutation: "Host [::1]", headers: { host: `[::1]:${ctx.port}` }, noOrigin: true },
      { mutation: "Host 5 000 characters", headers: { host: "h".repeat(5000) }, noOrigin: true },
      { mutation: "Host with two ports", headers: { host: `${ctx.host}:${ctx.port}` }, noOrigin: true },
      { mutation: "Host %00", headers: { host: "%00" }, noOrigin: true },
      { mutation: "empty Host (raw)", raw: rawPost(form, [], { host: "" }) },
      { mutation: "no Host (raw)", raw: rawPost(form, [], { host: null }) },
      { mutation: "two Host headers (raw)", raw: rawPost(form, ["Host: evil.example"]) },
      { mutation: "Cookie 15 KB garbage", headers: { cookie: "x".repeat(15 * 1024) } },
      { mutation: "Cookie 40 KB (over the header limit)", headers: { cookie: `a=${"x".repeat(40 * 1024)}` } },
      { mutation: "session cookie garbage", headers: { cookie: "adpl.session_token=garbage" } },
      { mutation: "session cookie bad escapes", headers: { cookie: "adpl.session_token=%E9%zz%00%" } },
      { mutation: "session cookie 10 KB", headers: { cookie: `adpl.session_token=${"t".repeat(10 * 1024)}` } },
      { mutation: "__Secure- session cookie forged", headers: { cookie: "__Secure-adpl.session_token=a.b.c; adpl.session_token=a.b" } },
      { mutation: "Cookie syntax soup", headers: { cookie: ";;;==;a=b=c; =; adpl_theme=%00; adpl_toast={\"__proto__\":1}" } },
      { mutation: "500 cookies", headers: { cookie: Array.from({ length: 500 }, (_, i) => `c${i}=${i}`).join("; ") } },
      { mutation: "theme/toast cookies broken base64", headers: { cookie: "adpl_theme=eyJhIjoi; adpl_toast=!!!" } },
      { mutation: "Content-Length above the body, half-closed (raw)", raw: rawPost(form, [], { contentLength: "100000" }), halfClose: true, closeOk: "body shorter than Content-Length, client hung up" },
      { mutation: "Content-Length -1 (raw)", raw: rawPost(form, [], { contentLength: "-1" }) },
      { mutation: "Content-Length abc (raw)", raw: rawPost(form, [], { contentLength: "abc" }) },
      { mutation: "two different Content-Length (raw)", raw: rawPost(form, ["Content-Length: 3"]) },
      { mutation: "Content-Length and Transfer-Encoding (raw)", raw: rawPost(form, ["Transfer-Encoding: chunked"]) },
      { mutation: "bad chunk size (raw)", raw: rawPost(form, ["Transfer-Encoding: chunked"], { contentLength: null, body: "zz\r\nabc\r\n0\r\n\r\n" }) },
      { mutation: "Transfer-Encoding gzip, chunked (raw)", raw: rawPost(form, ["Transfer-Encoding: gzip, chunked"], { contentLength: null, body: "3\r\nabc\r\n0\r\n\r\n" }) },
      { mutation: "Expect: garbage", headers: { expect: "garbage" } },
      { mutation: "Accept/Accept-Language/Accept-Encoding junk", headers: { accept: "text/x-component, */*;q=NaN", "accept-language": "fr;q=".repeat(800), "accept-encoding": "gzip;q=2, br;q=-1, *;q=x" } },
      { mutation: "Range on a POST", headers: { range: `bytes=${Array.from({ length: 200 }, () => "0-0").join(",")}` } },
    ],
  },
  {
    family: "content-type",
    about: "bodies in other encodings or with broken multipart framing",
    variants: (form): Variant[] => {
      const json = JSON.stringify(Object.fromEntries(form.valid));
      const boundary = "----fuzzboundary7MA4YWxkTrZu0gW";
      const valid = multipart(form.valid, boundary);
      return [
        { mutation: "application/json body", contentType: "application/json", body: json },
        { mutation: "application/json invalid", contentType: "application/json", body: '{"a":' },
        { mutation: "application/json nested 10 000 deep", contentType: "application/json", body: `${"[".repeat(10000)}${"]".repeat(10000)}` },
        { mutation: "application/json __proto__", contentType: "application/json", body: '{"__proto__":{"x":1},"constructor":{"prototype":{"x":1}}}' },
        { mutation: "text/plain with a urlencoded body", contentType: "text/plain" },
        { mutation: "text/plain form encoding", contentType: "text/plain", body: form.valid.map(([k, v]) => `${k}=${v}`).join("\r\n") },
        { mutation: "application/xml", contentType: "application/xml", body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
        { mutation: "no Content-Type", contentType: null },
        { mutation: "application/octet-stream random bytes", contentType: "application/octet-stream", body: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24)) },
        { mutation: "multipart valid", contentType: `multipart/form-data; boundary=${boundary}`, body: valid },
        { mutation: "multipart without boundary", contentType: "multipart/form-data", body: valid },
        { mutation: "multipart empty boundary", contentType: "multipart/form-data; boundary=", body: valid },
        { mutation: "multipart unterminated quoted boundary", contentType: 'multipart/form-data; boundary="abc', body: valid },
        { mutation: "multipart wrong boundary", contentType: "multipart/form-data; boundary=not-the-boundary", body: valid },
        { mutation: "multipart truncated", contentType: `multipart/form-data; boundary=${boundary}`, body: valid.subarray(0, Math.floor(valid.length * 0.6)) },
        { mutation: "multipart without closing boundary", contentType: `multipart/form-data; boundary=${boundary}`, body: valid.subarray(0, valid.length - `--${boundary}--\r\n`.length) },
        {
          mutation: "multipart with a file part on a text form",
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: multipart(form.valid, boundary, { name: form.valid[0]?.[0] ?? "file", filename: "../../evil.exe", type: "application/octet-stream", data: Buffer.alloc(256 * 1024, 0x4d) }),
        },
        {
          mutation: "multipart with a part header of 100 KB",
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${"n".repeat(100 * 1024)}"\r\n\r\nx\r\n`), valid]),
        },
        { mutation: "urlencoded; charset=utf-16 (UTF-16LE body)", contentType: `${URLENCODED}; charset=utf-16`, body: Buffer.from(urlencoded(form.valid), "utf16le") },
        { mutation: "urlencoded; charset=utf-16 (UTF-8 body)", contentType: `${URLENCODED}; charset=utf-16` },
        { mutation: "urlencoded; charset=x-unknown", contentType: `${URLENCODED}; charset=x-unknown` },
        { mutation: "Content-Type ;;;", contentType: ";;;" },
        { mutation: "Content-Encoding gzip, body not gzip", headers: { "content-encoding": "gzip" } },
        { mutation: "Content-Encoding br, deflate", headers: { "content-encoding": "br, deflate" } },
      ];
    },
  },
  {
    family: "values",
    about: "control characters, CR/LF, 100 KB, bad escapes, lone surrogates, numbers, repeats, per field",
    variants: (form) => {
      const out: Variant[] = [];
      for (const field of form.fields) {
        for (const [label, value] of HOSTILE_VALUES) out.push({ mutation: `${label} in "${field.name}"`, body: form.withField(field.name, value) });
        out.push({ mutation: `"${field.name}" repeated 100 times`, body: [...form.withField(field.name, undefined), ...Array.from({ length: 100 }, (): [Part, Part] => [field.name, field.value])] });
        out.push({ mutation: `"${field.name}" missing`, body: form.withField(field.name, undefined) });
      }
      for (const [label, value] of HOSTILE_VALUES) if (EVERY_FIELD_VALUES.has(label)) out.push({ mutation: `${label} in every field`, body: form.everyField(value) });
      out.push(
        { mutation: "empty body", body: "" },
        { mutation: "body '='", body: "=" },
        { mutation: "body '&&&'", body: "&&&" },
        { mutation: "body '%'", body: "%" },
        { mutation: "keys without '='", body: form.valid.map(([k]) => encodePart(k)).join("&") },
        { mutation: "valid body (baseline)" },
      );
      return out;
    },
  },
  {
    family: "injection",
    about: "SQL, HTML/script (marked, reflection checked) and CR/LF header payloads in each field, and in every field at once",
    variants: (form) => {
      const out: Variant[] = [];
      // Per field, two of the HTML payloads, one SQL and one CR/LF payload, rotating, so every
      // payload reaches many fields without multiplying the plan; all of them in every field at once.
      form.fields.forEach((field, i) => {
        const html = htmlPayloads();
        for (const p of [html[i % html.length]!, html[(i + 2) % html.length]!]) out.push({ mutation: `${p.label} in "${field.name}"`, body: form.withField(field.name, p.value), markers: p.markers });
        const sql = SQL_PAYLOADS[i % SQL_PAYLOADS.length]!;
        out.push({ mutation: `SQL ${sql} in "${field.name}"`, body: form.withField(field.name, `${field.value}${sql}`) });
        const crlf = CRLF_PAYLOADS[i % CRLF_PAYLOADS.length]!;
        out.push({ mutation: `CR/LF header injection in "${field.name}"`, body: form.withField(field.name, crlf.includes("%0d") ? raw(crlf) : crlf) });
      });
      for (const p of htmlPayloads()) out.push({ mutation: `${p.label} in every field`, body: form.everyField(p.value), markers: p.markers });
      out.push({ mutation: "SQL in every field", body: form.everyField("' OR 1=1--") });
      return out;
    },
  },
  {
    family: "upload",
    about: "multipart uploads: files that are not images, SVG, empty, truncated, traversal names, huge part headers, many files, bad CSV",
    variants: (form): Variant[] => {
      const b = "----fuzzupload7MA4YWxkTrZu0gW";
      const fileField = form.fields.find((f) => f.kind === "file")?.name ?? "photo";
      const texts = form.valid.filter(([k]) => k !== fileField);
      const file = (filename: string, type: string, data: Buffer | string, name = fileField) => multipart(texts, b, { name, filename, type, data: Buffer.isBuffer(data) ? data : Buffer.from(data) });
      const type = `multipart/form-data; boundary=${b}`;
      const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
      const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da636060f80f0000040101005c4f5c8d0000000049454e44ae426082", "hex");
      const hugePng = Buffer.from(png);
      hugePng.writeUInt32BE(100_000, 16);
      hugePng.writeUInt32BE(100_000, 20);
      const m = `fz${(markerSeq++).toString(36)}x`;
      return [
        { mutation: "HTML renamed .jpg", contentType: type, body: file("photo.jpg", "image/jpeg", `<html><script>${m}()</script></html>`), markers: [`<script>${m}`] },
        { mutation: "SVG with a script", contentType: type, body: file("x.svg", "image/svg+xml", `<svg xmlns="http://www.w3.org/2000/svg" onload="${m}()"/>`) },
        { mutation: "0-byte file", contentType: type, body: file("vide.jpg", "image/jpeg", Buffer.alloc(0)) },
        { mutation: "truncated JPEG", contentType: type, body: file("coupe.jpg", "image/jpeg", Buffer.concat([jpegHead, Buffer.alloc(2048, 0x41)])) },
        { mutation: "PNG claiming 100 000 × 100 000 pixels", contentType: type, body: file("geant.png", "image/png", hugePng) },
        { mutation: "1×1 PNG named ../../../etc/passwd", contentType: type, body: file("../../../etc/passwd", "image/png", png) },
        { mutation: "filename with CR/LF and a marker", contentType: type, body: file(`a\r\n${INJECTED_HEADER}: 1<img src=x onerror=${m}()>.png`, "image/png", png), markers: [`<img src=x onerror=${m}`] },
        { mutation: "filename of 10 000 characters", contentType: type, body: file(`${"n".repeat(10_000)}.png`, "image/png", png) },
        { mutation: "part Content-Type garbage", contentType: type, body: file("x.png", "\u0000;;;/", png) },
        { mutation: "file part in every text field", contentType: type, body: Buffer.concat(texts.map(([k]) => multipart([], b, { name: k, filename: "x.png", type: "image/png", data: png })).map((buf) => buf.subarray(0, buf.length - `--${b}--\r\n`.length)).concat(Buffer.from(`--${b}--\r\n`))) },
        { mutation: "50 files", contentType: type, body: Buffer.concat([...Array.from({ length: 50 }, () => multipart([], b, { name: fileField, filename: "x.png", type: "image/png", data: png }).subarray(0, -(`--${b}--\r\n`.length))), Buffer.from(`--${b}--\r\n`)]) },
        { mutation: "part headers of 200 KB", contentType: type, body: Buffer.concat([Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${fileField}"; filename="x.png"\r\nX-Pad: ${"p".repeat(200 * 1024)}\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${b}--\r\n`)]) },
        { mutation: "part without Content-Disposition", contentType: type, body: Buffer.from(`--${b}\r\nContent-Type: image/png\r\n\r\nxx\r\n--${b}--\r\n`) },
        { mutation: "boundary that appears inside the file", contentType: type, body: file("x.png", "image/png", Buffer.concat([png, Buffer.from(`\r\n--${b}\r\n`)])) },
        { mutation: "truncated in the middle of the file", contentType: type, body: file("x.png", "image/png", Buffer.alloc(64 * 1024, 0x42)).subarray(0, 32 * 1024) },
        { mutation: "CSV with invalid UTF-8 and NUL", contentType: type, body: file("paiements.csv", "text/csv", Buffer.concat([Buffer.from("date;montant;email;reference\n"), Buffer.from([0xc3, 0x28, 0x00, 0xff]), Buffer.from(";1;a@b.fr;x\n")]), "file") },
        { mutation: "CSV with an unclosed quote and HTML", contentType: type, body: file("paiements.csv", "text/csv", `date;montant;email;reference\n"2026-01-01;<script>${m}()</script>;a@b.fr;x\n`, "file"), markers: [`<script>${m}`] },
        { mutation: "CSV of 10 000 columns", contentType: type, body: file("paiements.csv", "text/csv", `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(";")}\n1;2\n`, "file") },
      ];
    },
  },
  {
    family: "field-count",
    about: "5 000 and 50 000 fields",
    variants: (form): Variant[] => {
      const first = form.valid[0]?.[0] ?? "x";
      const base = urlencoded(form.valid);
      return [
        { mutation: "5 000 fields", body: `${base}&${manyFields(5000, (i) => `f${i}`)}` },
        { mutation: "50 000 fields", body: `${base}&${manyFields(50000, (i) => `f${i}`)}` },
        { mutation: `"${first}" repeated 5 000 times`, body: `${base}&${manyFields(5000, () => encodePart(first))}` },
        { mutation: "50 000 empty pairs", body: `${base}${"&".repeat(50000)}` },
        { mutation: "1 000 keys of 1 KB", body: `${base}&${manyFields(1000, (i) => `${i}`.padStart(1024, "k"))}` },
        { mutation: "multipart with 5 000 parts", contentType: "multipart/form-data; boundary=b", body: multipart([...form.valid, ...Array.from({ length: 5000 }, (_, i): [string, string] => [`f${i}`, "1"])], "b") },
      ];
    },
  },
  {
    family: "nesting",
    about: "deep bracket/dotted keys, prototype keys, arrays and objects where scalars are expected",
    variants: (form) => {
      const base = urlencoded(form.valid);
      const out: Variant[] = [
        { mutation: "a[0][1]… depth 50", body: `${base}&${bracketDepth(50)}=1` },
        { mutation: "a[0][1]… depth 500", body: `${base}&${bracketDepth(500)}=1` },
        { mutation: "a.b.c… depth 50", body: `${base}&${dottedDepth(50)}=1` },
        { mutation: "a.b.c… depth 500", body: `${base}&${dottedDepth(500)}=1` },
        { mutation: "a[0].b[0]… depth 100", body: `${base}&${Array.from({ length: 100 }, (_, i) => `k${i}[0]`).join(".")}=1` },
        { mutation: "a[][][]… depth 200", body: `${base}&a${"[]".repeat(200)}=1` },
      ];
      for (const key of ["__proto__[x]", "__proto__.x", "constructor.prototype.x", "constructor[prototype][x]", "x.__proto__.polluted", "__proto__", "toString", "valueOf", "hasOwnProperty", "membres.__proto__.nom", "membres[0].__proto__.x"]) {
        out.push({ mutation: `prototype key ${key}=1`, body: `${base}&${encodePart(key)}=1` });
      }
      for (const field of form.fields) {
        out.push({ mutation: `"${field.name}[0]" (array for a scalar)`, body: [...form.withField(field.name, undefined), [`${field.name}[0]`, field.value]] });
        out.push({ mutation: `"${field.name}.sub" (object for a scalar)`, body: [...form.withField(field.name, undefined), [`${field.name}.sub`, field.value]] });
      }
      return out;
    },
  },
  {
    family: "oversized",
    about: "200 MB with Content-Length (expect 413 and an early close); chunked without length, stopped at 20 MB",
    variants: (form): Variant[] => {
      const prefix = `${urlencoded(form.valid)}&remplissage=`;
      return [
        {
          mutation: "200 MB body with Content-Length",
          stream: { prefix, totalBytes: 200 * MB, chunked: false },
          closeOk: "oversized body: the server may answer 413 and close early",
          heavy: true,
          timeoutMs: 120_000,
        },
        {
          mutation: "chunked body without Content-Length (stop at 20 MB)",
          headers: { "transfer-encoding": "chunked" },
          stream: { prefix, totalBytes: Infinity, chunked: true, stopAfterBytes: 20 * MB },
          closeOk: "oversized body: the server may answer 413 and close early",
          heavy: true,
          timeoutMs: 60_000,
        },
      ];
    },
  },
  {
    family: "sparse-index",
    about: "huge array indexes appended to a valid-looking body",
    variants: (form): Variant[] => {
      const base = urlencoded(form.valid);
      const first = form.fields.find((f) => !f.name.includes("["))?.name ?? "x";
      return [
        { mutation: "x[99999999]=1", body: `${base}&x%5B99999999%5D=1` },
        { mutation: "membres[99999999].nom=x", body: `${base}&membres%5B99999999%5D.nom=x` },
        { mutation: `${first}[99999999]=1`, body: `${base}&${encodePart(`${first}[99999999]`)}=1` },
        { mutation: "x[4294967294]=1", body: `${base}&${encodePart("x[4294967294]")}=1` },
        { mutation: "x[9007199254740993]=1", body: `${base}&${encodePart("x[9007199254740993]")}=1` },
        { mutation: "x[-1]=1", body: `${base}&${encodePart("x[-1]")}=1` },
        { mutation: "membres[2147483647].nom=x", body: `${base}&${encodePart("membres[2147483647].nom")}=x` },
        { mutation: "x[99999999][99999999]=1", body: `${base}&${encodePart("x[99999999][99999999]")}=1` },
      ];
    },
  },
];

/** Expands a variant into the case sent to one URL. */
function toCase(family: string, target: string, url: string, v: Variant, ctx: Ctx, valid: Array<[string, string]>): FuzzCase {
  const method = v.method ?? "POST";
  let body: Buffer | undefined;
  if (v.stream || v.body === null) body = undefined;
  else if (v.body === undefined) body = Buffer.from(urlencoded(valid));
  else if (Array.isArray(v.body)) body = Buffer.from(urlencoded(v.body));
  else body = Buffer.isBuffer(v.body) ? v.body : Buffer.from(v.body, "utf8");

  const headers: Record<string, string> = {};
  if (!v.noOrigin) headers.origin = ctx.origin;
  const contentType = v.contentType === undefined ? (body || v.stream ? URLENCODED : undefined) : (v.contentType ?? undefined);
  if (contentType) headers["content-type"] = contentType;
  if (body) headers["content-length"] = String(body.length);
  if (v.stream && !v.stream.chunked) headers["content-length"] = String(v.stream.totalBytes);
  Object.assign(headers, v.headers);

  return {
    family,
    mutation: v.mutation,
    target,
    method,
    url,
    headers,
    body,
    stream: v.stream,
    raw: v.raw?.(url, ctx),
    halfClose: v.halfClose,
    closeOk: v.closeOk,
    heavy: v.heavy,
    timeoutMs: v.timeoutMs,
    markers: v.markers,
    signedIn: ctx.signedIn,
  };
}

/** Every action family (or those named) applied to every action route, on the document URL and the .data URL. */
export function actionCases(targets: ActionTarget[], ctx: Ctx, families?: readonly string[]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const family of ACTION_FAMILIES.filter((f) => !families || families.includes(f.family))) {
    for (const target of targets) {
      const form = formOf(target);
      const variants = family.variants(form, ctx);
      for (const url of [target.pageUrl, target.dataUrl]) {
        for (const v of variants) cases.push(toCase(family.family, ctx.signedIn ? `${target.route.pattern} (signed in)` : target.route.pattern, url, v, ctx, form.valid));
      }
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// GET pages

/** Query strings tried on every GET route (document and .data). */
const GENERIC_QUERIES: Array<[string, string]> = [
  ["q=%00", "?q=%00"],
  ["q of 10 000 characters", `?q=${"a".repeat(10000)}`],
  ["invalid escapes", "?q=%E9&%zz=%&x=%"],
  ["lone surrogate", "?q=%ED%A0%80"],
  ["sparse index", "?a%5B99999999%5D=1"],
  ["prototype keys", "?__proto__%5Bx%5D=1&constructor%5Bprototype%5D%5Bx%5D=1"],
  ["key repeated 500 times", `?${Array.from({ length: 500 }, () => "x=1").join("&")}`],
  ["index param junk", "?index&index=%00"],
  ["_routes junk", "?_routes=%00,routes%2F..%2F..%2Fx,root,,"],
  ["redirectTo elsewhere", "?redirectTo=https%3A%2F%2Fevil.example"],
];

/** Parameters some pages read, with hostile values. */
const PAGE_PARAMS: Record<string, string[]> = {
  "/recherche": ["q"],
  "/recherche/apercu": ["q"],
  "/prises-positions": ["annee", "theme"],
  "/adhesion": ["annee", "etape", "ref"],
  "/adhesion-structured": ["annee", "etape", "ref"],
  "/galerie": ["categorie", "photo"],
  "/histoire": ["vue", "periode"],
  "/quartiers": ["quartier"],
  "/newsletter/confirmation": ["token"],
  "/newsletter/desinscription": ["token"],
};
const PARAM_VALUES: Array<[string, string]> = [
  ["%00", "%00"],
  ["1e309", "1e309"],
  ["-1", "-1"],
  ["10 000 characters", "z".repeat(10000)],
  ["array syntax", "x&PARAM[]=y&PARAM[99999999]=z"],
  ["%E9", "%E9"],
];

/** Specific hostile URLs (some from known query parameters, some odd paths). */
const EXTRA_GETS: Array<[string, string]> = [
  ["/recherche?q= + 10 000 chars", `/recherche?q=%C3%A9${"a".repeat(10000)}`],
  ["/recherche/apercu?q=%00", "/recherche/apercu?q=%00"],
  ["/prises-positions?annee=1e309&theme[]=x", "/prises-positions?annee=1e309&theme%5B%5D=x"],
  ["/adhesion?etape=paiement&ref=%00", "/adhesion?etape=paiement&ref=%00"],
  ["/adhesion?etape=paiement&ref=long", `/adhesion?etape=paiement&ref=${"r".repeat(5000)}`],
  ["/remontee-idees/suivi/%00", "/remontee-idees/suivi/%00"],
  ["/remontee-idees/suivi/ 5 000 chars", `/remontee-idees/suivi/${"t".repeat(5000)}`],
  ["/remontee-idees/suivi/..%2f..", "/remontee-idees/suivi/..%2f..%2fetc%2fpasswd"],
  ["/%00", "/%00"],
  ["/contact%00", "/contact%00"],
  ["path traversal", "/..%2f..%2f..%2fetc%2fpasswd"],
  ["assets traversal", "/assets/..%2f..%2fserver.js"],
  ["assets %00", "/assets/%00.js"],
  ["//evil.example/", "//evil.example/"],
  ["trailing slashes", "/contact//"],
  ["/%E9", "/%E9"],
  ["/%ED%A0%80", "/%ED%A0%80"],
  ["path of 8 000 characters", `/${"p".repeat(8000)}`],
  ["path of 20 000 characters (over the limit)", `/${"p".repeat(20000)}`],
  ["/_root.data?_routes=%00", "/_root.data?_routes=%00"],
  ["/.data", "/.data"],
  ["/contact.data.data", "/contact.data.data"],
  ["/_root.data/x", "/_root.data/x"],
  ["/healthz?x=%00", "/healthz?x=%00"],
  ["/favicon.ico%00", "/favicon.ico%00"],
  ["/sitemap.xml?page=-1", "/sitemap.xml?page=-1"],
];

/** Hostile GETs; `cases` for the runner. */
export function getCases(routes: RouteInfo[], table: RouteTable, ctx: Ctx): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (mutation: string, url: string, target = "GET pages", headers: Record<string, string> = {}) =>
    cases.push({ family: "get-pages", mutation, target, method: "GET", url, headers });
  for (const route of routes) {
    const urls = [route.path, dataUrl(route.path, table)];
    for (const url of urls) {
      add("plain GET", url, route.pattern);
      for (const [label, query] of GENERIC_QUERIES) add(label, `${url}${query}`, route.pattern);
      for (const param of PAGE_PARAMS[route.pattern] ?? []) {
        for (const [label, value] of PARAM_VALUES) add(`${param}=${label}`, `${url}?${param}=${value.replaceAll("PARAM", param)}`, route.pattern);
      }
    }
  }
  for (const [label, url] of EXTRA_GETS) add(label, url);
  // Marked HTML payloads in the query string of every GET route: the page must not echo them raw.
  for (const route of routes) {
    for (const p of htmlPayloads().slice(0, 2)) {
      const query = ["q", "redirectTo", ...(PAGE_PARAMS[route.pattern] ?? [])].map((k) => `${k}=${encodeURIComponent(p.value)}`).join("&");
      cases.push({ family: "get-pages", mutation: `${p.label} in the query string`, target: route.pattern, method: "GET", url: `${route.path}?${query}`, headers: {}, markers: p.markers });
    }
  }
  // Raw-socket GETs with bytes Node's client refuses in a path.
  const rawGet = (mutation: string, target: string) =>
    cases.push({ family: "get-pages", mutation: `${mutation} (raw)`, target: "GET pages", method: "GET", url: target, headers: {}, raw: rawRequest("GET", target, [`Host: ${ctx.host}`, "Connection: close"]) });
  rawGet("space in the path", "/con tact");
  rawGet("control character in the path", "/contact\u0001");
  rawGet("UTF-8 bytes in the path", Buffer.from("/recherche?q=é", "utf8").toString("latin1"));
  rawGet("absolute-form URL", `http://evil.example/contact`);
  rawGet("asterisk-form", "*");
  cases.push({ family: "get-pages", mutation: "HTTP/0.9-style request line (raw)", target: "GET pages", method: "GET", url: "/", headers: {}, raw: Buffer.from("GET /\r\n\r\n") });
  cases.push({ family: "get-pages", mutation: "HTTP/1.0 without Host (raw)", target: "GET pages", method: "GET", url: "/", headers: {}, raw: Buffer.from("GET / HTTP/1.0\r\n\r\n") });
  cases.push({ family: "get-pages", mutation: "HTTP/2 preface (raw)", target: "GET pages", method: "PRI", url: "*", headers: {}, raw: Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"), closeOk: "HTTP/1.1 server rejects the HTTP/2 preface" });
  cases.push({ family: "get-pages", mutation: `token param ${PARAM_VALUE.length} chars on an unknown token`, target: "GET pages", method: "GET", url: `/remontee-idees/suivi/${PARAM_VALUE}`, headers: {} });
  return cases;
}
