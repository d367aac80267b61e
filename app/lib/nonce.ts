import { createContext, useContext } from "react";

/** The response's CSP nonce, for the few inline scripts React Router writes. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
