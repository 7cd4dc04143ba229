/**
 * The Profile screen's data and its writes: saving the profile and the authenticator's
 * enrolment and removal (intents `profile`, `two-factor-start`, `two-factor-confirm`,
 * `two-factor-remove`). The old addresses' routes (old-address.ts) answer the same writes.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SessionUser } from "@domain/auth";
import { twoFactorCodeSchema } from "@domain/auth";
import { GENERATION_MESSAGES } from "@domain/generation-input";
import { profileSchema } from "@domain/profile";
import {
  confirmEnrolment,
  limitAuthAttempts,
  removeFactor,
  requireUser,
  startEnrolment,
  twoFactorStatus,
} from "@server/auth";
import { billingSummary } from "@server/billing";
import { requestContext } from "@server/context";
import { AppError, InvalidInput } from "@server/errors";
import { readForm } from "@server/http";
import { getProfile, updateProfile } from "@server/profile";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import { orFallback, type ScreenArgs } from "./screen.server";

/** The profile (null when it cannot be read: "Error loading profile"), two-factor and billing. */
export async function profileTab(args: ScreenArgs, user: SessionUser) {
  const [profile, twoFactor, billing] = await Promise.all([
    orFallback(args, "profile", () => getProfile(user), null),
    twoFactorStatus(user),
    billingSummary(user),
  ]);
  return { profile, twoFactor, billing };
}

/** Signed-in users only: saves the user's own profile and manages their authenticator. */
export async function profileAction(args: ScreenArgs) {
  const user = requireUser(args);
  const { request } = args;
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      await updateProfile(user, submission.value);
    } catch (error) {
      if (error instanceof AppError && error.code === "USERNAME_TAKEN") {
        return data(
          {
            intent,
            result: submission.reply({
              fieldErrors: { username: ["profile.errors.usernameTaken"] },
            }),
          },
          { status: 409 },
        );
      }
      // Spec section 8 "Error saving profile": the form stays, with what was typed.
      args.context.get(requestContext).log.error({ err: error }, "saving a profile failed");
      return data({ intent, result: submission.reply(), saveFailed: true }, { status: 500 });
    }
    return data(
      { intent, result: submission.reply() },
      {
        headers: { "Set-Cookie": flashToast({ kind: "success", title: "account:profile.saved" }) },
      },
    );
  }

  if (intent === "two-factor-start") {
    return { intent, enrolment: await startEnrolment(user, request.headers) };
  }

  if (intent === "two-factor-confirm") {
    await limitAuthAttempts(args);
    const code = String(formData.get("code") ?? "").trim();
    const outcome = /^\d{6}$/.test(code) ? await confirmEnrolment(request.headers, code) : null;
    if (!outcome?.ok) return data({ intent, error: "twoFactor.invalidCode" }, { status: 400 });
    const headers = new Headers(outcome.setCookies.map((c) => ["Set-Cookie", c]));
    headers.append(
      "Set-Cookie",
      flashToast({ kind: "success", title: "account:twoFactor.confirmed" }),
    );
    return data({ intent, confirmed: true }, { headers });
  }

  if (intent === "two-factor-remove") {
    await limitAuthAttempts(args);
    // Six digits are a code from the app; anything else is tried as a recovery code.
    const code = String(formData.get("code") ?? "").trim();
    const proof = twoFactorCodeSchema.safeParse({
      method: /^\d{6}$/.test(code) ? "totp" : "recovery",
      code,
    });
    const outcome = proof.success ? await removeFactor(request.headers, proof.data) : null;
    if (!outcome?.ok) {
      const wrong = !outcome || ["INVALID_CODE", "INVALID_BACKUP_CODE"].includes(outcome.code);
      return data(
        { intent, error: wrong ? "twoFactor.invalidCode" : "twoFactor.failed" },
        { status: outcome?.status ?? 400 },
      );
    }
    const headers = new Headers(outcome.setCookies.map((c) => ["Set-Cookie", c]));
    headers.append(
      "Set-Cookie",
      flashToast({ kind: "success", title: "account:twoFactor.removed" }),
    );
    return data({ intent, removed: true }, { headers });
  }

  throw new InvalidInput({
    title: GENERATION_MESSAGES.validationErrorTitle,
    message: GENERATION_MESSAGES.checkInput,
  });
}
