export { configureAuthAttempts, limitAuthAttempts } from "./attempts";
export type { Auth } from "./auth";
export { createAuth } from "./auth";
export {
  currentUser,
  requireAdmin,
  requireAnonymous,
  requireSuperAdmin,
  requireUser,
} from "./guards";
export { auth, localProvider, setAuth } from "./instance";
export { createLocalProvider, type LocalProvider, OAUTH_PROVIDER_ID } from "./local-provider";
export { grantRole, revokeRole, rolesOf } from "./roles";
export { resolveSession, type SessionUser } from "./session";
export {
  confirmEnrolment,
  type Enrolment,
  type FactorProof,
  removeFactor,
  startEnrolment,
  type TwoFactorStatus,
  twoFactorStatus,
  verifySecondFactor,
} from "./two-factor";
