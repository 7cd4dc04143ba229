// The ideas answer through the real openai-compatible provider and HTTP, against the scripted
// server: a short, malformed or out-of-range answer is repaired or topped up, never shown wrong.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Scenario,
  type ScriptedServer,
  startScriptedServer,
} from "../../tests/support/scripted-openai";
import { parseConfig } from "../config";
import { createLogger } from "../log";
import { createModel } from "../model";
import { writeIdeas } from "./write";

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

async function write(
  scenario: Scenario,
  mode: "json_schema" | "json_object" | "tool" = "json_schema",
  avoid: string[] = [],
) {
  server.scenario = scenario;
  server.requests.length = 0;
  const phases: string[] = [];
  const ideas = await writeIdeas({
    request: { platform: "instagram", niche: "specialty coffee", refresh: false, language: "en" },
    avoid,
    model: createModel(
      parseConfig({
        AI_PROVIDER: "openai-compatible",
        AI_BASE_URL: server.url,
        AI_STRUCTURED_OUTPUT: mode,
      }),
    ),
    signal: new AbortController().signal,
    log: createLogger("silent"),
    progress: (phase) => phases.push(phase),
  });
  return { ideas, phases, requests: [...server.requests] };
}

function expectTenGoodIdeas(ideas: Awaited<ReturnType<typeof writeIdeas>>) {
  expect(ideas).toHaveLength(10);
  for (const idea of ideas) {
    expect(Number.isInteger(idea.viralScore)).toBe(true);
    expect(idea.viralScore).toBeGreaterThanOrEqual(1);
    expect(idea.viralScore).toBeLessThanOrEqual(10);
    expect(idea.title.length).toBeGreaterThan(0);
    expect(idea.hook).toContain("specialty coffee");
  }
  expect(new Set(ideas.map((idea) => idea.title)).size).toBe(10);
  // Ranked by score, highest first.
  const scores = ideas.map((idea) => idea.viralScore);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
}

describe("writing ten ideas", () => {
  for (const mode of ["json_schema", "json_object", "tool"] as const) {
    it(`a clean answer in ${mode} mode gives ten ideas in one call, through the real phases`, async () => {
      const { ideas, phases, requests } = await write("clean", mode);
      expectTenGoodIdeas(ideas);
      expect(requests).toEqual([{ kind: "ideas", mode, repair: false, stream: true }]);
      expect(phases).toContain("generating");
      expect(phases.at(-1)).toBe("scoring");
    });
  }

  for (const scenario of ["seven", "score-14", "malformed"] as const) {
    it(`an answer with ${scenario} goes back to the model once and comes back right`, async () => {
      const { ideas, requests } = await write(scenario);
      expectTenGoodIdeas(ideas);
      expect(requests.map((r) => r.repair)).toEqual([false, true]);
    });
  }

  it("a model that keeps writing seven is asked for the three missing ones", async () => {
    const { ideas, requests } = await write("always-seven");
    expectTenGoodIdeas(ideas);
    // The first answer, its repair, then the top-up for three.
    expect(requests.map((r) => r.repair)).toEqual([false, true, false]);
  });

  it("a refresh avoids the titles the user already has", async () => {
    const first = await write("clean");
    const again = await write(
      "clean",
      "json_schema",
      first.ideas.map((idea) => idea.title),
    );
    expectTenGoodIdeas(again.ideas);
    const before = new Set(first.ideas.map((idea) => idea.title));
    expect(again.ideas.filter((idea) => before.has(idea.title))).toEqual([]);
  });

  it("a model that never answers in JSON fails the set rather than show anything", async () => {
    await expect(write("no-json")).rejects.toThrow("no usable ideas");
  });
});
