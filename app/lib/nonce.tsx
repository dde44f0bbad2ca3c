// The CSP nonce of the current request, given to every <script> React Router renders. Only
// application pages have one (ADR 0027): a document's scripts are allowed by 'self' and a hash.
import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string | undefined>("");

export function NonceProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/**
 * On the server: the request's nonce on an application page, undefined on a document (no nonce
 * attribute rendered). In the browser: "" (browsers hide nonce attributes).
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
