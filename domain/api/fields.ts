/** Field schemas the API contracts share. */
import { z } from "zod";

/** A time as JSON carries it: ISO 8601 text (the server sends `Date.toISOString()`). */
export const isoDate = z.iso.datetime({ offset: true });
