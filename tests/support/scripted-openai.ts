// A scripted OpenAI-compatible server (POST /v1/chat/completions, streamed or not) on localhost,
// standing in for Ollama, vLLM, LM Studio or llama.cpp's server. It knows an answer's keys only
// from what the request gives it: the json_schema of response_format, a forced tool's parameters,
// or, under json_object, the keys the prompt itself states. Scenarios:
//   clean       answers exactly (with json_schema: the schema's keys; json_object: the prompt's)
//   prose       wraps the JSON in prose and a code fence, inside {"result": ...}, keys snake_case
//   repair      gives wrong types first, right ones once the conversation carries a repair request
//   no-json     answers every structured call with prose and no JSON (plain text calls work)
//   down        answers every call with HTTP 500
// and for the Idea Lab's ideas answer (other answers as under clean):
//   seven       7 ideas first, the full count once asked to repair
//   score-14    one idea scored 14 first, all in range once asked to repair
//   malformed   broken JSON first, the full answer once asked to repair
//   always-seven  at most 7 ideas in every answer, repairs included
// Given passages (a `<<<SOURCES` fence), it cites them (./scripted-evidence.ts: scenario planted, `invent`).
// AI edits (an "Edit action:" prompt): ./scripted-edits.ts (`plantedEdit`, scenario hostile-edit).
// The voice guide (a `<<<SAMPLES` fence): ./scripted-voice.ts (also under malformed and no-json).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { researchBriefAnswer } from "./scripted-brief";
import { type EditScenario, editAnswerFor } from "./scripted-edits";
import { citeText, type EvidenceScenario, readPassages } from "./scripted-evidence";
import { ideasText } from "./scripted-ideas";
import { repairAnswerFor } from "./scripted-machine";
import {
  type Brief,
  heading,
  metaDescription,
  paragraphs,
  readBrief,
  sentences,
  title,
} from "./scripted-text";
import { verdictsFor } from "./scripted-verdicts";
import { type VoiceScenario, voiceGuideText } from "./scripted-voice";

export type Scenario =
  | "clean"
  | "prose"
  | "repair"
  | "no-json"
  | "down"
  | "seven"
  | "score-14"
  | "malformed"
  | "always-seven"
  /** Writes English whatever language is asked for. */
  | "wrong-language"
  /** Writes English until the prompt insists on the language asked for. */
  | "wrong-once"
  /** Writing with sources (./scripted-evidence.ts); the other answers as under clean. */
  | EvidenceScenario
  | EditScenario
  | VoiceScenario;
type Kind = "outline" | "metadata" | "content" | "ideas" | "brief" | "text" | "verdicts" | "edit";
export type ScriptedRequest = {
  kind: Kind | "guide";
  mode: "json_schema" | "json_object" | "tool" | "text";
  repair: boolean;
  stream: boolean;
  /** The system and user prompts of a research brief call (tests look for what went where). */
  prompts?: { system: string; user: string };
};

export type ScriptedServer = {
  /** The base URL for AI_BASE_URL (ends in /v1). */
  url: string;
  scenario: Scenario;
  /**
   * A hostile model: when set, every text it writes ends with these strings (raw, as a model
   * steered by a hostile brief would write them) and every JSON title and heading starts with
   * one of them in turn.
   */
  hostile: string[] | null;
  /** Writing with sources: also cite a label it was never given, [P99] (./scripted-evidence.ts). */
  invent: boolean;
  /** The raw answer every AI edit gets while set (./scripted-edits.ts). */
  plantedEdit: string | null;
  requests: ScriptedRequest[];
  /** Every call's system prompt and user message, in order (the injection tests read them). */
  prompts: { system: string; user: string }[];
  close(): Promise<void>;
};

type Message = { role: string; content: string | { type: string; text?: string }[] };
type Body = {
  messages: Message[];
  stream?: boolean;
  response_format?: { type: string; json_schema?: { schema: JsonSchema } };
  tools?: { function: { name: string; parameters: JsonSchema } }[];
};
type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
};

const textOf = (message: Message | undefined) =>
  typeof message?.content === "string"
    ? message.content
    : (message?.content ?? []).map((part) => part.text ?? "").join("");

/** The keys the server knows: from the schema, or (json_object) those the prompt quotes. */
function knownKeys(
  body: Body,
  prompt: string,
): { keys: Set<string>; minSections?: number; ideas?: number } {
  const schema = body.response_format?.json_schema?.schema ?? body.tools?.[0]?.function.parameters;
  if (schema) {
    const keys = new Set<string>();
    const walk = (node?: JsonSchema) => {
      for (const [key, child] of Object.entries(node?.properties ?? {})) {
        keys.add(key);
        walk(child.items ?? child);
      }
    };
    walk(schema);
    return {
      keys,
      minSections: schema.properties?.sections?.minItems,
      ideas: schema.properties?.ideas?.minItems,
    };
  }
  const all = [
    "title sections heading points faq content metaDescription synopsis abstract slug",
    "keywords caption hashtags videoDescription ideas hook whyItWorks tip format category",
    "viralScore topics passages questions verdicts",
  ]
    .join(" ")
    .split(" ");
  return { keys: new Set(all.filter((key) => prompt.includes(`"${key}"`))) };
}

function answerFor(kind: Kind, brief: Brief, keys: Set<string>, minSections = 4) {
  const keywords = ["", " tips", " checklist", " guide"].map((end) => `${brief.topic}${end}`);
  const metadata = {
    metaDescription: metaDescription(brief),
    synopsis: sentences(brief, 10)[0],
    abstract: sentences(brief, 40, 1).join(" "),
    // As a model might: the topic's own words, in its own script (the pipeline makes it ASCII).
    slug: `${
      brief.topic
        .toLowerCase()
        .replace(/[\s\p{P}]+/gu, "-")
        .replace(/^-|-$/g, "") || "scripted"
    }-guide`,
    keywords,
  };
  const full: Record<string, unknown> =
    kind === "outline"
      ? {
          title: title(brief),
          sections: Array.from({ length: minSections + 1 }, (_, i) => ({
            heading: heading(brief, i),
            points: [sentences(brief, 5, i)[0], sentences(brief, 5, i + 2)[0]],
          })),
          faq: [heading(brief, 0), heading(brief, 2)],
        }
      : kind === "metadata"
        ? metadata
        : {
            title: title(brief),
            content: paragraphs(brief, brief.words),
            ...metadata,
            caption: sentences(brief, 5)[0],
            hashtags: ["#planning", "#teamwork", `#${metadata.slug.split("-")[0]}`],
            videoDescription: sentences(brief, 30, 2).join(" "),
          };
  // Only the keys the request made known (nested ones too).
  const pick = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(pick);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => keys.has(k))
        .map(([k, v]) => [k, pick(v)]),
    );
  };
  return pick(full) as Record<string, unknown>;
}

const wrongTypes = (answer: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(answer).map(([key, value]) => [key, Array.isArray(value) ? 7 : { value }]),
  );

const snakeCase = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(snakeCase)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value).map(([k, v]) => [
            k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
            snakeCase(v),
          ]),
        )
      : value;

/** Plain text calls: a section, the FAQ, the whole body in one pass, or short content. */
function textFor(prompt: string, brief: Brief): string {
  const faq = [...prompt.matchAll(/^- (.+)$/gm)].map((m) => m[1] ?? "");
  if (faq.length > 0 && /answer each question/.test(prompt)) {
    return faq
      .map((q, i) => `<h3>${q}</h3>\n<p>${sentences(brief, 30, i).join(" ")}</p>`)
      .join("\n");
  }
  const onePass = /in (\d+) to \d+ sections/.exec(prompt);
  if (onePass) {
    const count = Number(onePass[1]);
    return Array.from(
      { length: count },
      (_, i) => `<h2>${heading(brief, i)}</h2>\n${paragraphs(brief, brief.words / count, i)}`,
    ).join("\n");
  }
  return paragraphs(brief, brief.words);
}

function respond(response: http.ServerResponse, body: Body, text: string, asTool?: string) {
  const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  const usage = {
    prompt_tokens: 100,
    completion_tokens: Math.ceil(text.length / 4),
    total_tokens: 0,
  };
  const call = (args: string) => [
    { index: 0, id: "call_1", type: "function", function: { name: asTool, arguments: args } },
  ];
  if (!body.stream) {
    const message = asTool
      ? { role: "assistant", content: null, tool_calls: call(text) }
      : { role: "assistant", content: text };
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        id,
        object: "chat.completion",
        created: 0,
        model: "scripted",
        choices: [{ index: 0, message, finish_reason: asTool ? "tool_calls" : "stop" }],
        usage,
      }),
    );
    return;
  }
  response.writeHead(200, { "content-type": "text/event-stream" });
  const send = (delta: unknown, finish: string | null = null, extra = {}) =>
    response.write(
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: 0, model: "scripted", choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`,
    );
  for (const piece of text.match(/[\s\S]{1,40}/g) ?? []) {
    send(asTool ? { tool_calls: call(piece) } : { content: piece });
  }
  send({}, asTool ? "tool_calls" : "stop", { usage });
  response.end("data: [DONE]\n\n");
}

export async function startScriptedServer(
  scenario: Scenario = "clean",
  /** Time each answer takes, like a real model's (benchmarks of the queue use it); a fixed port. */
  options: { delayMs?: number; port?: number } = {},
): Promise<ScriptedServer> {
  const state: ScriptedServer = {
    url: "",
    scenario,
    hostile: null,
    invent: false,
    plantedEdit: null,
    requests: [],
    prompts: [],
    close: async () => {},
  };
  let hostileTurn = 0;
  const nextHostile = () => state.hostile?.[hostileTurn++ % state.hostile.length] ?? "";
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", async () => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (state.scenario === "down") {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ error: { message: "scripted failure", type: "server_error" } }),
        );
        return;
      }
      const body = JSON.parse(raw) as Body;
      const system = body.messages
        .filter((m) => m.role === "system")
        .map(textOf)
        .join("\n");
      const prompt = textOf(body.messages.find((m) => m.role === "user"));
      state.prompts.push({ system, user: prompt });
      const repair = body.messages.some((m) => m.role === "assistant");
      const tool = body.tools?.[0]?.function.name;
      const mode = tool
        ? "tool"
        : body.response_format?.type === "json_schema"
          ? "json_schema"
          : body.response_format
            ? "json_object"
            : "text";
      const asked = readBrief(system, prompt);
      const obeys =
        state.scenario === "wrong-once" && system.includes("Your previous answer was not in");
      const wrong =
        state.scenario === "wrong-language" || (state.scenario === "wrong-once" && !obeys);
      const brief = wrong ? { ...asked, language: "en" as const } : asked;
      const edit =
        mode === "text" ? (editAnswerFor(system, prompt, state) ?? repairAnswerFor(prompt)) : null;
      if (mode === "text") {
        const kind = edit === null ? "text" : "edit";
        state.requests.push({ kind, mode, repair, stream: Boolean(body.stream) });
        if (edit !== null) return respond(response, body, edit);
        const hostile = state.hostile ? `\n${state.hostile.join("\n")}` : "";
        const passages = readPassages(prompt);
        const written = citeText(textFor(prompt, brief), passages, state.scenario, state.invent);
        respond(response, body, written + hostile);
        return;
      }
      const { keys, minSections, ideas } = knownKeys(body, prompt);
      const guide = voiceGuideText(state.scenario, prompt, repair);
      if (guide !== null) {
        const prompts = { system, user: prompt };
        state.requests.push({ kind: "guide", mode, repair, stream: Boolean(body.stream), prompts });
        return respond(response, body, guide, tool);
      }
      if (keys.has("ideas")) {
        state.requests.push({ kind: "ideas", mode, repair, stream: Boolean(body.stream) });
        const count = ideas ?? Number(/exactly (\d+) distinct/.exec(prompt)?.[1] ?? 10);
        const text =
          state.scenario === "no-json"
            ? "I am sorry, I can only answer in plain sentences."
            : ideasText(state.scenario, prompt, count, keys, repair);
        respond(response, body, text, tool);
        return;
      }
      // The research brief (tests/support/scripted-brief.ts).
      if (keys.has("topics")) {
        const prompts = { system, user: prompt };
        state.requests.push({ kind: "brief", mode, repair, stream: Boolean(body.stream), prompts });
        const text =
          state.scenario === "no-json"
            ? "I am sorry, I can only answer in plain sentences."
            : JSON.stringify(researchBriefAnswer(prompt, keys));
        respond(response, body, text, tool);
        return;
      }
      // The fact check's verdicts (tests/support/scripted-verdicts.ts).
      if (keys.has("verdicts")) {
        state.requests.push({ kind: "verdicts", mode, repair, stream: Boolean(body.stream) });
        const refuses = state.scenario === "no-json";
        respond(response, body, refuses ? "I cannot." : JSON.stringify(verdictsFor(prompt)), tool);
        return;
      }
      const kind: Kind = keys.has("sections")
        ? "outline"
        : keys.has("content")
          ? "content"
          : "metadata";
      state.requests.push({ kind, mode, repair, stream: Boolean(body.stream) });
      const answer = answerFor(
        kind,
        brief,
        keys,
        minSections ?? Number(/at least (\d+) sections/.exec(prompt)?.[1] ?? 4),
      );
      // Short forms write their content in the structured answer: cited like a section.
      if (typeof answer.content === "string")
        answer.content = citeText(
          answer.content,
          readPassages(prompt),
          state.scenario,
          state.invent,
        );
      if (state.hostile) {
        if (typeof answer.title === "string") answer.title = `${nextHostile()} ${answer.title}`;
        for (const section of (answer.sections ?? []) as { heading?: string }[])
          section.heading = `${nextHostile()} ${section.heading}`;
        if (typeof answer.content === "string")
          answer.content = `${answer.content}\n${state.hostile.join("\n")}`;
      }
      const text =
        state.scenario === "no-json"
          ? "I am sorry, I can only answer in plain sentences."
          : state.scenario === "prose"
            ? `Sure! Here is what you asked for:\n\n\`\`\`json\n${JSON.stringify({ result: snakeCase(answer) }, null, 2)}\n\`\`\`\n\nLet me know if you want changes.`
            : JSON.stringify(state.scenario === "repair" && !repair ? wrongTypes(answer) : answer);
      respond(response, body, text, tool);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
