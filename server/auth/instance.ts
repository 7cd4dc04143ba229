import type { Auth } from "./auth";
import type { LocalProvider } from "./local-provider";

// Kept on globalThis so that hot reloading a server module in development keeps one instance.
const KEY = Symbol.for("inkwell.auth");
const LOCAL_KEY = Symbol.for("inkwell.local-provider");
type Holder = { [KEY]?: Auth; [LOCAL_KEY]?: LocalProvider | null };

export function setAuth(auth: Auth, local: LocalProvider | null): void {
  (globalThis as Holder)[KEY] = auth;
  (globalThis as Holder)[LOCAL_KEY] = local;
}

/** The local OpenID provider, or null when sign-in goes through Google. */
export function localProvider(): LocalProvider | null {
  return (globalThis as Holder)[LOCAL_KEY] ?? null;
}

/** The process's identity service. */
export function auth(): Auth {
  const instance = (globalThis as Holder)[KEY];
  if (!instance) throw new Error("The identity service is not started yet");
  return instance;
}
export {
  confirmEnrolment,
  type Enrolment,
  removeFactor,
  startEnrolment,
  type TwoFactorStatus,
  twoFactorStatus,
} from "./two-factor";
