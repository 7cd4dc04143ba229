/**
 * The request bodies of the authorization matrix (tests/e2e/server/authorization-matrix.spec.ts),
 * by the name a line gives in its last column.
 */
import { VOICE_SAMPLE_TEXTS } from "./scripted-voice";

/** Request bodies by name: JSON for the APIs, forms for pages. */
export const BODIES: Record<string, { json?: unknown; form?: Record<string, string> }> = {
  contact: {
    // A new address each time: one address may send 3 an hour (the address of the caller 10).
    form: { name: "Ann", email: "ann+{n}@example.test", subject: "Hello", message: "A question." },
  },
  theme: { form: { theme: "dark", redirectTo: "/" } },
  generation: { json: { contentType: "blog", title: "A title", topic: "A topic", language: "en" } },
  preset: { json: { name: "A preset", contentType: "blog" } },
  bulk: { json: { name: "A run", csv: "Topic,Content Type\nA topic,blog\n,blog" } },
  source: { json: { kind: "text", text: "A pasted source about cold brew coffee." } },
  // `{source}`: the caller's own source (the owner's, for the anonymous caller).
  brief: { json: { sourceIds: ["{source}"], topic: "Cold brew", language: "en" } },
  webhook: { json: { id: "evt_x", type: "invoice.paid" } },
  cancel: { json: { action: "cancel" } },
  checkout: { form: { plan: "pro", period: "monthly" } },
  idea: { json: { platform: "instagram", niche: "specialty coffee" } },
  aiEdit: {
    json: {
      action: "meta",
      document: {
        blocks: ["<p>Cold brew.</p>"],
        title: "Cold brew",
        keywords: [],
        metaDescription: "",
      },
    },
  },
  bookmark: { json: { bookmarked: true } },
  profile: { form: { intent: "profile", fullName: "Ann Example", username: "" } },
  edit: { form: { title: "Edited", topic: "t", content: "<p>Edited.</p>" } },
  // `{postVersion}`: the post's updated_at as an editor opened it (the owner's, for others).
  restore: { json: { version: "{postVersion}" } },
  token: { form: { grant_type: "authorization_code", code: "x" } },
  // A draft for the editor's report (nothing is stored).
  analysis: {
    json: { title: "A draft", keywords: ["draft"], metaDescription: "", html: "<p>A draft.</p>" },
  },
  // A voice from three pasted samples (a free caller already keeps their plan's one voice).
  voice: {
    json: {
      name: "My voice",
      language: "en",
      samples: VOICE_SAMPLE_TEXTS.map((text) => ({ kind: "text", title: "", text })),
    },
  },
  // A web address the safe fetcher refuses (a loopback address): 422, nothing stored.
  sampleUrl: { json: { kind: "url", url: "http://127.0.0.1:9/page.html" } },
  voiceEdit: { json: { name: "Renamed voice" } },
  // The public API (issue 30): a program's change of a post, and a text to analyse.
  postPatch: { json: { title: "Edited by a program", keywords: ["cold brew"] } },
  textAnalysis: {
    json: { text: "Cold brew is coffee steeped cold.", contentType: "blog", language: "en" },
  },
  // An API key (issue 30): every caller already holds one working key, a free plan keeps two.
  apiKey: { json: { name: "CI", scopes: ["read"], expiresInDays: 30 } },
  // Issue 30: a free user already has their plan's one endpoint (409); elite has room.
  webhookEndpoint: { json: { url: "https://hooks.example.com/new", events: ["post.updated"] } },
  webhookEdit: { json: { description: "Renamed endpoint" } },
  connection: {
    json: {
      platform: "wordpress",
      name: "Another blog",
      siteUrl: "https://another-blog.example.com",
      username: "editor",
      secret: "abcd efgh ijkl mnop",
    },
  },
  connectionEdit: { json: { name: "Renamed blog" } },
  // `{connection}`: the caller's own connection (the owner's, for the anonymous caller); a day
  // ahead, within the schedule's window.
  publish: {
    json: {
      connectionId: "{connection}",
      mode: "schedule",
      scheduledFor: new Date(Date.now() + 86_400_000).toISOString(),
    },
  },
  // Admin writes: past the role check an empty body is refused as input (400), a missing id 404.
  empty: { json: {} },
};
