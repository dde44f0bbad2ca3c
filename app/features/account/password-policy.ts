// The "too common" password rule, usable in the browser and on the server.
import { commonPasswords } from "~/lib/common-passwords";

export function isCommonPasswordClientSafe(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
