/**
 * Every API contract, collected from the contract files: the OpenAPI document is generated from
 * this list and tests/lint/api-contracts.test.ts checks it against the registered routes. A new
 * contract needs nothing here when it is exported from a file listed below; a new contract file
 * is added to `MODULES`.
 */
import * as admin from "./admin";
import * as adminContent from "./admin-content";
import * as adminSeo from "./admin-seo";
import * as adminSite from "./admin-site";
import * as aiEdits from "./ai-edits";
import * as analysis from "./analysis";
import * as apiKeys from "./api-keys";
import * as billing from "./billing";
import * as bulk from "./bulk";
import * as checkout from "./checkout";
import type { Contract } from "./contract";
import * as exportFiles from "./exports";
import * as factChecks from "./fact-checks";
import * as generation from "./generation";
import * as generationEvents from "./generation-events";
import * as generations from "./generations";
import * as ideas from "./ideas";
import * as links from "./links";
import * as model from "./model";
import * as openapi from "./openapi";
import * as post from "./post";
import * as postAnalysis from "./post-analysis";
import * as posts from "./posts";
import * as preset from "./preset";
import * as presets from "./presets";
import * as publishing from "./publishing";
import * as researchBriefs from "./research-briefs";
import * as sources from "./sources";
import * as usage from "./usage";
import * as versions from "./versions";
import * as voices from "./voices";
import * as webhooks from "./webhooks";

const MODULES: ReadonlyArray<Record<string, unknown>> = [
  admin,
  adminContent,
  adminSeo,
  adminSite,
  aiEdits,
  analysis,
  apiKeys,
  billing,
  bulk,
  checkout,
  exportFiles,
  factChecks,
  generation,
  generationEvents,
  generations,
  ideas,
  links,
  model,
  openapi,
  post,
  posts,
  postAnalysis,
  preset,
  presets,
  publishing,
  researchBriefs,
  sources,
  usage,
  versions,
  voices,
  webhooks,
];

function isContract(value: unknown): value is Contract {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Contract).id === "string" &&
    typeof (value as Contract).path === "string" &&
    typeof (value as Contract).method === "string" &&
    typeof (value as Contract).answer === "object"
  );
}

/** All contracts, each once, in path order. */
export const API_CONTRACTS: readonly Contract[] = [
  ...new Set(MODULES.flatMap((module) => Object.values(module).filter(isContract))),
].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
