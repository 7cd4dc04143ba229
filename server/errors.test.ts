import { describe, expect, it } from "vitest";
import { errorAnswer, InvalidInput } from "./errors";

const connectionError = (code: string) => Object.assign(new Error("connect failed"), { code });

describe("errorAnswer", () => {
  it("answers the database out of reach with 503 and Retry-After, wrapped or not", () => {
    for (const error of [
      connectionError("ECONNREFUSED"),
      connectionError("57P01"),
      new Error("Failed query", { cause: connectionError("ECONNREFUSED") }),
      new Error("Connection terminated unexpectedly"),
      new Error(
        "Failed to get session: Failed query: select 1: terminating connection due to administrator command",
      ),
    ]) {
      const answer = errorAnswer(error);
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe("UNAVAILABLE");
      expect(answer.headers).toEqual({ "Retry-After": "5" });
    }
  });

  it("keeps a failed query (not the connection) a 500 without detail", () => {
    const answer = errorAnswer(connectionError("42P01"));
    expect(answer.status).toBe(500);
    expect(answer.body.error.code).toBe("INTERNAL");
    expect(errorAnswer(new InvalidInput({ message: "x" })).status).toBe(400);
  });
});
