// The CSP nonce of the current request, given to every <script> React Router renders.
import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** On the server: the request's nonce. In the browser: "" (browsers hide nonce attributes). */
export function useNonce(): string {
  return useContext(NonceContext);
}
