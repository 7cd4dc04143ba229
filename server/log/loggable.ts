/**
 * An error as it may be logged: name, message and status, not the SDK's request body (which
 * holds the prompt, and so the user's text) nor the response body.
 */
export function loggableError(error: unknown): { name: string; message: string; status?: number } {
  if (!(error instanceof Error)) return { name: "Error", message: String(error).slice(0, 300) };
  const status = (error as { statusCode?: unknown }).statusCode;
  return {
    name: error.name,
    message: error.message.slice(0, 300),
    ...(typeof status === "number" ? { status } : {}),
  };
}
