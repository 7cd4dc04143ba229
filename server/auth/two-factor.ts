import { APP_NAME } from "@domain/app";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { database, schema } from "../db";
import { Conflict } from "../errors";
import { auth, authSecret } from "./instance";
import { hashRecoveryCode } from "./recovery-codes";
import type { SessionUser } from "./session";

export type TwoFactorStatus = "off" | "pending" | "on";

/** Whether the user has an authenticator: none, added but not confirmed yet, or in use. */
export async function twoFactorStatus(
  user: Pick<SessionUser, "id" | "twoFactorEnabled">,
): Promise<TwoFactorStatus> {
  const [factor] = await database()
    .select({ verified: schema.twoFactor.verified })
    .from(schema.twoFactor)
    .where(eq(schema.twoFactor.userId, user.id));
  if (!factor) return "off";
  return factor.verified && user.twoFactorEnabled ? "on" : "pending";
}

export type Enrolment = { qrCode: string; secret: string; uri: string; recoveryCodes: string[] };

/**
 * Starts adding an authenticator for the signed-in user: QR code, secret and recovery codes.
 * Refused while one is in use: replacing it means removing it first, which needs a code.
 */
export async function startEnrolment(
  user: Pick<SessionUser, "id" | "twoFactorEnabled">,
  headers: Headers,
): Promise<Enrolment> {
  if ((await twoFactorStatus(user)) === "on") {
    throw new Conflict("TWO_FACTOR_ON", "account:twoFactor.alreadyOn");
  }
  const result = await auth().api.enableTwoFactor({ body: { issuer: APP_NAME }, headers });
  if (!("totpURI" in result) || !result.totpURI) throw new Error("no authenticator URI returned");
  const secret = new URL(result.totpURI).searchParams.get("secret") ?? "";
  const svg = await QRCode.toString(result.totpURI, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return {
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    secret,
    uri: result.totpURI,
    recoveryCodes: result.backupCodes ?? [],
  };
}

type Outcome = { ok: true; setCookies: string[] } | { ok: false; code: string; status: number };

async function outcome(response: Response): Promise<Outcome> {
  if (response.ok) return { ok: true, setCookies: response.headers.getSetCookie() };
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { ok: false, code: body.code ?? "UNKNOWN", status: response.status };
}

/** Confirms the new authenticator with its first code; the session is renewed. */
export async function confirmEnrolment(headers: Headers, code: string): Promise<Outcome> {
  return outcome(await auth().api.verifyTOTP({ body: { code }, headers, asResponse: true }));
}

/** What proves the user holds the factor: a current code from the app, or a recovery code. */
export type FactorProof = { method: "totp" | "recovery"; code: string };

/**
 * Checks a second-factor code: for a signed-in user (the session in `headers`) it only checks;
 * half-way through a sign-in (the challenge cookie) it also starts the session. A recovery code
 * is used up either way.
 */
export async function verifySecondFactor(headers: Headers, proof: FactorProof): Promise<Outcome> {
  const options = { body: { code: proof.code }, headers, asResponse: true } as const;
  return outcome(
    proof.method === "totp"
      ? await auth().api.verifyTOTP(options)
      : await auth().api.verifyBackupCode({
          ...options,
          body: { code: hashRecoveryCode(authSecret(), proof.code) },
        }),
  );
}

/** Removes the authenticator and the recovery codes, once a current code proves the user has it. */
export async function removeFactor(headers: Headers, proof: FactorProof): Promise<Outcome> {
  const checked = await verifySecondFactor(headers, proof);
  if (!checked.ok) return checked;
  return outcome(await auth().api.disableTwoFactor({ body: {}, headers, asResponse: true }));
}
