import { parseGenerationInput } from "@domain/generation-input";
import { MESSAGES, usageLimitMessage } from "@domain/messages";
import { requireUser } from "@server/auth";
import { startGeneration } from "@server/generation";
import { QuotaExceeded } from "@server/usage";
import { data } from "react-router";
import type { Route } from "./+types/generations";

async function body(request: Request): Promise<unknown> {
  if (request.headers.get("content-type")?.includes("application/json"))
    return request.json().catch(() => null);
  return Object.fromEntries(await request.formData());
}

/**
 * POST /api/generations (signed-in users): validates the request with the shared schema, checks
 * the quota, reserves a credit and enqueues the job; answers 202 with the generation's id at
 * once. Progress: GET /api/generations/{id}/events (Server-Sent Events).
 */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  if (args.request.method !== "POST") throw data(null, { status: 405 });
  const parsed = parseGenerationInput(await body(args.request));
  if (!parsed.ok)
    return data(
      { error: { code: "INVALID_INPUT", title: parsed.title, message: parsed.message } },
      { status: 400 },
    );
  try {
    const { id } = await startGeneration(user, parsed.value);
    return data({ id, events: `/api/generations/${id}/events` }, { status: 202 });
  } catch (error) {
    if (error instanceof QuotaExceeded) {
      return data(
        {
          error: {
            code: "USAGE_LIMIT",
            title: MESSAGES.usageLimitTitle,
            message: usageLimitMessage(error.tier, error.limit),
            tier: error.tier,
            limit: error.limit,
          },
        },
        { status: 402 },
      );
    }
    throw error;
  }
}
