import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { routeArgs, spyLogger } from "../../tests/support/route-args";
import { Conflict, InvalidInput, TooManyRequests } from "../errors";
import { formError, formFailure, formReply } from "./form";
import { apiRoute, pageRoute } from "./routes";

const schema = z.object({
  email: z.email({ error: "auth:validation.email" }),
  note: z.string().optional(),
});

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const submit = (fields: Record<string, string>) => parseWithZod(form(fields), { schema });

/** A route answer made with `data()`: its body and status. */
type Answer = { data: unknown; init: ResponseInit | null };
const read = (answer: unknown) => {
  const { data, init } = answer as Answer;
  return {
    body: data as { status?: string; error?: Record<string, string[] | null> } & {
      initialValue?: Record<string, unknown>;
    },
    status: init?.status,
    headers: new Headers(init?.headers),
  };
};

describe("the one form reply", () => {
  it("answers the schema's field problems as message keys, 400, with what was typed", () => {
    const { body, status } = read(formReply(submit({ email: "nope", note: "kept" })));
    expect(status).toBe(400);
    expect(body.status).toBe("error");
    expect(body.error).toEqual({ email: ["auth:validation.email"] });
    expect(body.initialValue).toEqual({ email: "nope", note: "kept" });
  });

  it("answers a refusal of the whole form as its form error, with the status given", () => {
    const answer = read(
      formError(submit({ email: "a@example.test", note: "secret" }), "account:sandbox.declined", {
        status: 402,
        hideFields: ["note"],
      }),
    );
    expect(answer.status).toBe(402);
    expect(answer.body.status).toBe("error");
    expect(answer.body.error).toEqual({ "": ["account:sandbox.declined"] });
    expect(answer.body.initialValue).toEqual({ email: "a@example.test" });
    // A post without fields of its own (no schema) is replied to the same way.
    const bare = read(formError(form({ redirectTo: "/" }), "auth:local.expired"));
    expect(bare.status).toBe(400);
    expect(bare.body.error).toEqual({ "": ["auth:local.expired"] });
  });

  it("turns what the work threw into the reply: its status, key and Retry-After", () => {
    const { context } = routeArgs("http://localhost/contact");
    const submission = submit({ email: "a@example.test" });
    const limited = read(
      formFailure(submission, new TooManyRequests("site:contact.errors.tooMany", 120), context),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("120");
    expect(limited.body.error).toEqual({ "": ["site:contact.errors.tooMany"] });

    const stale = read(
      formFailure(submission, new Conflict("POST_CHANGED", "editor:saveFailed.changed"), context),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ "": ["editor:saveFailed.changed"] });

    // A problem that names a field is that field's.
    const invalid = read(
      formFailure(
        submission,
        new InvalidInput({ message: "auth:validation.email", field: "email" }),
        context,
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toEqual({ email: ["auth:validation.email"] });
  });

  it("logs an unexpected failure once and answers 500 with the unexpected message", () => {
    const log = spyLogger();
    const { context } = routeArgs("http://localhost/contact", { log });
    const failure = new Error("relation does not exist");
    const answer = read(formFailure(submit({ email: "a@example.test" }), failure, context));
    expect(answer.status).toBe(500);
    expect(answer.body.error).toEqual({ "": ["common:errors.unexpected"] });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith({ err: failure }, "unexpected error");
  });

  it("throws a redirect on instead of answering it as a failure", () => {
    const { context } = routeArgs("http://localhost/contact");
    const redirect = new Response(null, { status: 302, headers: { Location: "/" } });
    expect(() => formFailure(submit({}), redirect, context)).toThrow(Response);
  });
});

describe("too many attempts (the typed error limitAuthAttempts throws)", () => {
  const limited = () => {
    throw new TooManyRequests("common:tooManyAttempts.description", 30);
  };

  it("is the one error shape with 429 and Retry-After from a JSON API", async () => {
    const answer = read(await apiRoute(limited)(routeArgs("http://localhost/api/x")));
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe("30");
    expect(answer.body).toEqual({
      error: {
        code: "RATE_LIMITED",
        title: "common:tooManyAttempts.title",
        message: "common:tooManyAttempts.description",
      },
    });
  });

  it("is thrown to the page's boundary (the Too many attempts page) with the same answer", async () => {
    const thrown = await pageRoute(limited)(routeArgs("http://localhost/auth")).catch(
      (error: unknown) => error,
    );
    const answer = read(thrown);
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe("30");
    expect(answer.body).toMatchObject({ error: { code: "RATE_LIMITED" } });
  });
});
