import { createVoice as createContract, listVoices as listContract } from "@domain/api/voices";
import { endpoint, serve } from "@server/http";
import { createVoice, listVoices } from "@server/voices";
import { data } from "react-router";

const routes = serve(
  /** The user's own voices, newest first, with their plan's limit and what learning one costs. */
  endpoint(listContract, async ({ user }) => listVoices(user)),
  /**
   * Signed-in users: the request is checked with the shared schema, a library post given as a
   * sample must be theirs (404 otherwise) and every sample long enough (400); past the plan's
   * number of voices 409 VOICE_LIMIT; half a credit is reserved (402 when none is left; admins
   * learn for nothing) and the learning job enqueued: 202 with the queued voice at once.
   * Contract and errors: domain/api/voices.ts.
   */
  endpoint(createContract, async ({ user, body }) =>
    data({ voice: await createVoice(user, body) }, { status: 202 }),
  ),
);
export const loader = routes.loader;
export const action = routes.action;
