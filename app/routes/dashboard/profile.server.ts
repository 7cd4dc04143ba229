/**
 * The Profile screen's data and its writes: saving the profile and the authenticator's
 * enrolment and removal (intents `profile`, `two-factor-start`, `two-factor-confirm`,
 * `two-factor-remove`). The old addresses' routes (old-address.ts) answer the same writes.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SessionUser } from "@domain/auth";
import { proofMethod, twoFactorCodeSchema } from "@domain/auth";
import { GENERATION_MESSAGES } from "@domain/generation-input";
import { PROFILE_REPLY, profileSchema } from "@domain/profile";
import { apiKeysOf } from "@server/api-keys";
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
import { formError, formReply, readForm } from "@server/http";
import { getProfile, updateProfile } from "@server/profile";
import { flashToast } from "~/lib/toast.server";
import { orFallback, type ScreenArgs } from "./screen.server";

/**
 * The profile (null when it cannot be read: "Error loading profile"), two-factor, billing, and
 * the API keys with the plan's limits (null when they cannot be read).
 */
export async function profileTab(args: ScreenArgs, user: SessionUser) {
  const [profile, twoFactor, billing, apiKeys] = await Promise.all([
    orFallback(args, "profile", () => getProfile(user), null),
    twoFactorStatus(user),
    billingSummary(user),
    orFallback(args, "api keys", () => apiKeysOf(user), null),
  ]);
  return { profile, twoFactor, billing, apiKeys };
}

const INVALID_CODE = "account:twoFactor.invalidCode";

/**
 * Signed-in users only: saves the user's own profile and manages their authenticator. Every
 * answer is Conform's reply (docs/forms.md) with a flash toast when it worked, except the start
 * of an enrolment, which answers the enrolment to show once (`{ enrolment }`).
 */
export async function profileAction(args: ScreenArgs) {
  const user = requireUser(args);
  const { request } = args;
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success") return formReply(submission);
    try {
      await updateProfile(user, submission.value);
    } catch (error) {
      if (error instanceof AppError && error.code === "USERNAME_TAKEN") {
        return formReply(submission, {
          status: 409,
          fieldErrors: { username: [PROFILE_REPLY.usernameTaken] },
        });
      }
      // Spec section 8 "Error saving profile": the form stays, with what was typed.
      args.context.get(requestContext).log.error({ err: error }, "saving a profile failed");
      return formError(submission, PROFILE_REPLY.saveFailed, { status: 500 });
    }
    return formReply(submission, { status: 200, headers: toast("account:profile.saved") });
  }

  if (intent === "two-factor-start") {
    return { enrolment: await startEnrolment(user, request.headers) };
  }

  if (intent === "two-factor-confirm") {
    await limitAuthAttempts(args);
    formData.set("method", "totp");
    const submission = parseWithZod(formData, { schema: twoFactorCodeSchema });
    if (submission.status !== "success") return formReply(submission, { hideFields: ["code"] });
    const outcome = await confirmEnrolment(request.headers, submission.value.code);
    if (!outcome.ok) return formError(submission, INVALID_CODE, { hideFields: ["code"] });
    const headers = toast("account:twoFactor.confirmed", outcome.setCookies);
    return formReply(submission, { status: 200, headers });
  }

  if (intent === "two-factor-remove") {
    await limitAuthAttempts(args);
    formData.set("method", proofMethod(formData.get("code")));
    const submission = parseWithZod(formData, { schema: twoFactorCodeSchema });
    if (submission.status !== "success") return formReply(submission, { hideFields: ["code"] });
    const outcome = await removeFactor(request.headers, submission.value);
    if (!outcome.ok) {
      const wrong = ["INVALID_CODE", "INVALID_BACKUP_CODE"].includes(outcome.code);
      const key = wrong ? INVALID_CODE : "account:twoFactor.failed";
      return formError(submission, key, { status: outcome.status, hideFields: ["code"] });
    }
    const headers = toast("account:twoFactor.removed", outcome.setCookies);
    return formReply(submission, { status: 200, headers });
  }

  throw new InvalidInput({
    title: GENERATION_MESSAGES.validationErrorTitle,
    message: GENERATION_MESSAGES.checkInput,
  });
}

/** The cookies better-auth set, and a success toast for the next page load. */
function toast(title: string, setCookies: string[] = []) {
  const headers = new Headers(setCookies.map((c) => ["Set-Cookie", c]));
  headers.append("Set-Cookie", flashToast({ kind: "success", title }));
  return headers;
}
