import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { loggableError } from "./steps";

describe("loggableError", () => {
  it("keeps name, message and status, never the request body with the user's text", () => {
    const error = new APICallError({
      message: "Bad Request",
      url: "http://127.0.0.1/v1/chat/completions",
      requestBodyValues: { messages: [{ role: "user", content: "my secret launch plan" }] },
      statusCode: 400,
      responseBody: '{"error":"my secret launch plan is too long"}',
    });
    const logged = loggableError(error);
    expect(logged).toEqual({ name: "AI_APICallError", message: "Bad Request", status: 400 });
    expect(JSON.stringify(logged)).not.toContain("secret");
    expect(loggableError("plain")).toEqual({ name: "Error", message: "plain" });
  });
});
