import type { IdeaRunResponse } from "@domain/api/ideas";
import { parseIdeaRequest } from "@domain/ideas";
import { requireUser } from "@server/auth";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { ideaRunFor, startIdeaRun } from "@server/ideas";
import { data } from "react-router";
import type { Route } from "./+types/ideas";

/**
 * POST /api/ideas (signed-in users): checks the request with the shared schema, counts the free
 * day's sets or reserves half a credit, and enqueues the set; 202 with the run at once. Contract
 * and errors: domain/api/ideas.ts.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  const request = valueOrThrow(parseIdeaRequest(await readBody(args.request)));
  const { id } = await startIdeaRun(user, request);
  return data({ run: await ideaRunFor(user, id) } satisfies IdeaRunResponse, { status: 202 });
});
