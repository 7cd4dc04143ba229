import type { MessageParams } from "@domain/api/errors";
import { type RefusalReason, refusalKey, SOURCE_MESSAGES } from "@domain/sources";
import { AppError } from "../errors";

/**
 * A source that could not be read, and why: `sources:refused.<reason>` is what the user reads
 * (422, code SOURCE_REFUSED).
 */
export class SourceRefused extends AppError {
  constructor(
    readonly reason: RefusalReason,
    params?: MessageParams,
  ) {
    super("SOURCE_REFUSED", 422, refusalKey(reason), {
      title: SOURCE_MESSAGES.refusedTitle,
      params,
    });
  }
}

/** A plan limit was hit (the number of sources, a file's size, a PDF's pages): 409 with it. */
export class SourceLimit extends AppError {
  constructor(messageKey: string, params: MessageParams) {
    super("SOURCE_LIMIT", 409, messageKey, { params });
  }
}
