import { v1Path } from "@domain/api/contract";
import { generationEventsPath } from "@domain/api/generation-events";
import { startGeneration as startContract } from "@domain/api/generations";
import { valueOrThrow } from "@server/errors";
import { startGeneration } from "@server/generation";
import { endpoint, serve } from "@server/http";
import { presetGenerationFor } from "@server/presets";
import { data } from "react-router";

const routes = serve(
  /**
   * Signed-in users: the request is checked with the shared schema (a Use Preset request is
   * derived on the server from the user's own preset), a credit is reserved within the quota and
   * the job enqueued; 202 with the generation's id and its event stream at once. Contract and
   * errors: domain/api/generations.ts.
   */
  endpoint(startContract, async ({ user, body, publicApi }) => {
    const input =
      "presetId" in body
        ? valueOrThrow(await presetGenerationFor(user, body.presetId, body))
        : body;
    const { id } = await startGeneration(user, input);
    // Through the public API the stream is followed at its /api/v1 address, with the key.
    const events = generationEventsPath(id);
    return data({ id, events: publicApi ? v1Path(events) : events }, { status: 202 });
  }),
);
export const action = routes.action;
export const loader = routes.loader;
