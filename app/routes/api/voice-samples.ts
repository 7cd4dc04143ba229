import { readVoiceSample as readContract } from "@domain/api/voices";
import { requestContext } from "@server/context";
import { endpoint, serve } from "@server/http";
import { readSample } from "@server/voices";

const routes = serve(
  /**
   * Reads one voice sample's text for the user from an uploaded file (multipart) or a web address
   * (the safe fetcher, within the request, under its caps; a page that cannot be read is 422 with
   * why; too many fetches at once 429). Nothing is stored: the create form sends the text back.
   */
  endpoint(readContract, async ({ user, body, args }) => {
    const log = args.context.get(requestContext).log;
    return { sample: await readSample(user, body, log) };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
