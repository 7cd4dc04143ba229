import {
  deleteVoice as deleteContract,
  readVoice as readContract,
  updateVoice as updateContract,
} from "@domain/api/voices";
import { endpoint, serve } from "@server/http";
import { deleteVoice, readVoice, updateVoice } from "@server/voices";

const routes = serve(
  /** One of the user's own voices (others' are 404): its progress, then fingerprint and guide. */
  endpoint(readContract, async ({ user, params }) => ({
    voice: await readVoice(user, params.id),
  })),
  /** Renames one of the user's learned voices or replaces its guide (409 while it is learned). */
  endpoint(updateContract, async ({ user, params, body }) => ({
    voice: await updateVoice(user, params.id, body),
  })),
  /** Deletes one of the user's own voices; posts written with it keep their text. */
  endpoint(deleteContract, async ({ user, params }) => {
    await deleteVoice(user, params.id);
    return { deleted: true as const };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
