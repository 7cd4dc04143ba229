import type { ApiError } from "@domain/api/errors";
import { type FieldProblem, fieldProblems } from "@domain/site/admin-content";
import { z } from "zod";

/**
 * Conform's `formatError` for the admin forms: a field's first problem as the shared schema words
 * it (its message key and the limit it broke), so the field shows it with its label.
 */
export function formatProblems(issues: z.core.$ZodIssue[]): FieldProblem[] {
  return Object.values(fieldProblems(new z.ZodError(issues))).slice(0, 1);
}

/** A server's refusal of one field as Conform's `lastResult`: shown beside that field. */
export function fieldRefusal(error: ApiError & { field: string }) {
  const problem: FieldProblem = { message: error.message, params: error.params };
  return { status: "error" as const, error: { [error.field]: [problem] } };
}
