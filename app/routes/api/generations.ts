import { generationEventsPath } from "@domain/api/generation-events";
import { presetIdOf, type StartGenerationResponse } from "@domain/api/generations";
import { parseGenerationInput } from "@domain/generation-input";
import { requireUser } from "@server/auth";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { startGeneration } from "@server/generation";
import { apiRoute, readBody } from "@server/http";
import { presetGenerationFor } from "@server/presets";
import { data } from "react-router";
import type { Route } from "./+types/generations";

/**
 * POST /api/generations (signed-in users): checks the request with the shared schema (a Use
 * Preset request is derived on the server from the user's own preset), reserves a credit within
 * the quota and enqueues the job; 202 with the generation's id at once. Contract and errors:
 * domain/api/generations.ts.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  const raw = await readBody(args.request);
  const presetId = presetIdOf(raw);
  const input = valueOrThrow(
    presetId === null ? parseGenerationInput(raw) : await presetGenerationFor(user, presetId, raw),
  );
  const { id } = await startGeneration(user, input);
  return data({ id, events: generationEventsPath(id) } satisfies StartGenerationResponse, {
    status: 202,
  });
});
