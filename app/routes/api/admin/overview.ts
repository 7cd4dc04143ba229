import type { overviewResponseSchema } from "@domain/api/admin";
import { overview } from "@server/admin";
import { requireAdmin } from "@server/auth";
import { apiRoute } from "@server/http";
import type { z } from "zod";
import type { Route } from "./+types/overview";

/** GET /api/admin/overview (admins): the Overview tab's figures. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  return (await overview()) satisfies z.infer<typeof overviewResponseSchema>;
});
