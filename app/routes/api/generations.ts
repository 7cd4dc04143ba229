import { parseGenerationInput } from "@domain/generation-input";
import { MESSAGES, usageLimitMessage } from "@domain/messages";
import { requireUser } from "@server/auth";
import { NotFound } from "@server/errors";
import { startGeneration } from "@server/generation";
import { presetGenerationFor } from "@server/presets";
import { QuotaExceeded } from "@server/usage";
import { data } from "react-router";
import type { Route } from "./+types/generations";

async function body(request: Request): Promise<unknown> {
  if (request.headers.get("content-type")?.includes("application/json"))
    return request.json().catch(() => null);
  return Object.fromEntries(await request.formData());
}

/** A Use Preset request names one of the user's presets: `{ presetId, topic, title?, ... }`. */
function presetIdOf(raw: unknown): string | null {
  if (raw === null || typeof raw !== "object" || !("presetId" in raw)) return null;
  return typeof raw.presetId === "string" ? raw.presetId : "";
}

/**
 * POST /api/generations (signed-in users): validates the request with the shared schema, checks
 * the quota, reserves a credit and enqueues the job; answers 202 with the generation's id at
 * once. Progress: GET /api/generations/{id}/events (Server-Sent Events).
 * With a `presetId`, the request is derived on the server from that preset of the user's own
 * and the topic, title and additional context sent with it (404 for anyone else's preset).
 */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  if (args.request.method !== "POST") throw data(null, { status: 405 });
  const raw = await body(args.request);
  const presetId = presetIdOf(raw);
  let parsed: ReturnType<typeof parseGenerationInput>;
  try {
    parsed =
      presetId === null
        ? parseGenerationInput(raw)
        : await presetGenerationFor(user, presetId, raw);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    return data(
      {
        error: { code: error.code, title: MESSAGES.generationFailedTitle, message: error.message },
      },
      { status: 404 },
    );
  }
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
