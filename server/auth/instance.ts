import { processSlot } from "../process-slot";
import type { Auth } from "./auth";
import type { LocalProvider } from "./local-provider";

const authSlot = processSlot<Auth>("auth");
const localSlot = processSlot<LocalProvider | null>("local-provider");

export function setAuth(auth: Auth, local: LocalProvider | null): void {
  authSlot.set(auth);
  localSlot.set(local);
}

/** The local OpenID provider, or null when sign-in goes through Google. */
export function localProvider(): LocalProvider | null {
  return localSlot.get() ?? null;
}

/** The process's identity service. */
export function auth(): Auth {
  return authSlot.require("The identity service");
}

/** The secret the identity service signs and hashes with. */
export function authSecret(): string {
  const { secret } = auth().options;
  if (!secret) throw new Error("The identity service has no secret");
  return secret;
}
