/**
 * GET /api/model and GET /api/model/events (signed-in users): the writing model's state now, and
 * as Server-Sent Events (the current state first, then every change). Both are served by
 * Express before React Router (server/http/app.ts), like the generation's event stream.
 */
import { z } from "zod";
import { MODEL_PROBLEMS, MODEL_STATES, type ModelStatus } from "../model-status";
import { contract } from "./contract";

export const modelStatusSchema = z.object({
  provider: z.string(),
  state: z.enum(MODEL_STATES),
  model: z.string(),
  progress: z
    .object({
      received: z.number(),
      total: z.number().nullable(),
      bytesPerSecond: z.number(),
      secondsLeft: z.number().nullable(),
    })
    .optional(),
  problem: z
    .object({
      kind: z.enum(MODEL_PROBLEMS),
      host: z.string().optional(),
      status: z.number().optional(),
    })
    .optional(),
  retryInSeconds: z.number().optional(),
}) satisfies z.ZodType<ModelStatus>;

export const readModelStatus = contract({
  id: "readModelStatus",
  method: "GET",
  path: "/api/model",
  summary: "The writing model's state now (ready, downloading with its progress, failed...)",
  access: "user",
  answer: { kind: "json", schema: modelStatusSchema },
  errors: [],
});

export const streamModelStatus = contract({
  id: "streamModelStatus",
  method: "GET",
  path: "/api/model/events",
  summary: "The writing model's state as Server-Sent Events, then every change",
  access: "user",
  answer: { kind: "events", schema: modelStatusSchema },
  errors: ["STREAM_LIMIT"],
});
