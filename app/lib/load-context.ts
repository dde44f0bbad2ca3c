// What the server hands every loader and action besides the request.
import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline and module scripts. */
    nonce: string;
    /** The client's address as the server sees it (proxy-aware when TRUST_PROXY is set). */
    clientIp: string;
    requestId: string;
  }
}

export {};
