/**
 * The research briefs API (issue 27 part 3) on a server of its own with the scripted model:
 * a brief from two pasted sources, followed by polling to its topics, terms, questions and facts
 * (each tied to its passage); half a credit taken; another user's source or brief is 404; every
 * refusal with the words the user reads.
 */
import { expect, test } from "@playwright/test";
import { english, englishError } from "../../support/english";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession, signedSessionCookie } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("briefs");
});

test.afterAll(async () => {
  await app?.stop();
});

async function caller(tier: "free" | "pro" = "pro") {
  const user = await createUserWithSession(app.db, { tier });
  const cookie = `inkwell.session_token=${await signedSessionCookie(user.token, app.secret)}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.server.url}${path}`, {
      method,
      headers: body === undefined ? { cookie } : { cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, json: await response.json() };
  };
  const source = async (text: string) => {
    const answer = await call("POST", "/api/sources", { kind: "text", text, language: "en" });
    expect(answer.status).toBe(201);
    return answer.json.source.id as string;
  };
  return { user, call, source };
}

const TEXTS = [
  "Cold Brew Basics\n\nCold brew coffee is steeped for 12 to 24 hours. Cold brew coffee tastes smoother because the acids stay in the grounds.\n\nHow long should cold brew steep? The grind size matters for cold brew coffee.",
  "Making cold brew coffee at home\n\nUse a coarse grind size. According to the barista, “cold brew keeps for two weeks in the fridge.” What ratio of coffee to water works best?",
];

test("builds a brief from two sources: topics, terms, questions and facts, for half a credit", async () => {
  const { call, source } = await caller("pro");
  const ids = [await source(TEXTS[0] as string), await source(TEXTS[1] as string)];
  const started = await call("POST", "/api/research-briefs", {
    sourceIds: ids,
    topic: "Cold brew at home",
    language: "en",
  });
  expect(started.status).toBe(202);
  expect(started.json.brief).toMatchObject({
    status: "queued",
    credit: "0.5",
    topic: "Cold brew at home",
    sourceIds: ids,
    postId: null,
    brief: null,
  });
  let run = started.json.brief;
  await expect
    .poll(
      async () => {
        run = (await call("GET", `/api/research-briefs/${run.id}`)).json.brief;
        return run.status;
      },
      { timeout: 30_000 },
    )
    .toBe("succeeded");
  expect(run).toMatchObject({ phase: "done", percent: 100, error: null });
  const brief = run.brief;
  // The scripted model heads each topic with its passage's opening words.
  expect(brief.topics[0]).toEqual({
    heading: "Cold Brew Basics Cold brew (1)",
    sourceIds: [ids[0]],
  });
  expect(brief.terms.map((t: { term: string }) => t.term)).toContain("cold brew coffee");
  expect(brief.questions).toContainEqual({
    question: "How long should cold brew steep?",
    passageId: `${ids[0]}:0`,
  });
  expect(brief.facts).toContainEqual({
    kind: "quote",
    text: "According to the barista, “cold brew keeps for two weeks in the fridge.”",
    sourceId: ids[1],
    passageId: `${ids[1]}:0`,
  });
  const usage = await call("GET", "/api/usage");
  expect(usage.status).toBe(200);
  expect(usage.json.current_usage.generations_used).toBe(0.5);
});

test("another user's source or brief is not found, and nothing is reserved", async () => {
  const owner = await caller("pro");
  const theirs = await owner.source(TEXTS[0] as string);
  const started = await owner.call("POST", "/api/research-briefs", {
    sourceIds: [theirs],
    topic: "Cold brew",
    language: "en",
  });
  expect(started.status).toBe(202);
  const other = await caller("pro");
  const mine = await other.source(TEXTS[1] as string);
  const refused = await other.call("POST", "/api/research-briefs", {
    sourceIds: [mine, theirs],
    topic: "Cold brew",
    language: "en",
  });
  expect(refused.status).toBe(404);
  expect(englishError(refused.json.error).message).toBe(
    "One of the sources was not found. It may have been deleted.",
  );
  const read = await other.call("GET", `/api/research-briefs/${started.json.brief.id}`);
  expect(read.status).toBe(404);
  expect(english(read.json.error.message)).toBe("Not found.");
  const usage = (await other.call("GET", "/api/usage")).json;
  expect(usage.current_usage.generations_used).toBe(0);
  expect(usage.remaining).toBe(usage.tier_limits.generation_limit);
});

test("refuses a request without sources, with too many, or without a topic, in the user's words", async () => {
  const { call, source } = await caller("pro");
  const id = await source(TEXTS[0] as string);
  const cases: [unknown, number, string][] = [
    [{ sourceIds: [], topic: "x", language: "en" }, 400, "Choose at least one source."],
    [
      {
        sourceIds: Array.from({ length: 11 }, () => id),
        topic: "x",
        language: "en",
      },
      400,
      "Choose at most 10 sources.",
    ],
    [
      { sourceIds: ["not-an-id"], topic: "x", language: "en" },
      400,
      english("evidence:errors.sourceNotFound"),
    ],
  ];
  for (const [body, status, message] of cases) {
    const answer = await call("POST", "/api/research-briefs", body);
    expect(answer.status, JSON.stringify(body)).toBe(status);
    expect(englishError(answer.json.error).message).toBe(message);
  }
  const noTopic = await call("POST", "/api/research-briefs", { sourceIds: [id], language: "en" });
  expect(noTopic.status).toBe(400);
  expect(noTopic.json.error.field).toBe("topic");
});

test("a user with no credit left is refused with INSUFFICIENT_CREDITS (402)", async () => {
  const { user, call, source } = await caller("free");
  const id = await source(TEXTS[0] as string);
  const month = new Date().toISOString().slice(0, 7);
  await app.db.$client.query(
    "insert into user_usage (user_id, month_year, generations_used) values ($1, $2, 3)",
    [user.id, month],
  );
  const answer = await call("POST", "/api/research-briefs", {
    sourceIds: [id],
    topic: "Cold brew",
    language: "en",
  });
  expect(answer.status).toBe(402);
  expect(answer.json.error.code).toBe("INSUFFICIENT_CREDITS");
  expect(englishError(answer.json.error).message).toBe(
    english("evidence:errors.insufficientCredits"),
  );
});
