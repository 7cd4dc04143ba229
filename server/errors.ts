/**
 * Errors server modules throw; routes turn them into the messages of spec section 8. `code` is
 * stable (tests and translations rely on it).
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message = code,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFound extends AppError {
  constructor(message = "Not found") {
    super("NOT_FOUND", 404, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = "Forbidden") {
    super("FORBIDDEN", 403, message);
  }
}

export class Conflict extends AppError {
  constructor(code: string, message = code) {
    super(code, 409, message);
  }
}

/** PostgreSQL's unique-violation code, and the constraint it names. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === "23505" ? (constraint ?? "") : null;
}
