import type { ProviderOptions } from "@ai-sdk/provider-utils";
import type { ModelStatus } from "@domain/model-status";
import type { LanguageModel } from "ai";

/** How JSON is asked for: a response schema, plain JSON mode with the schema in the prompt, a forced tool. */
export type StructuredMode = "json_schema" | "json_object" | "tool";

export type StructuredSettings = {
  mode: StructuredMode;
  /** String length limits go into descriptions: the provider's strict subset does not take them. */
  lengthsInDescriptions: boolean;
  /** Pins the provider's strict structured mode. */
  providerOptions?: ProviderOptions;
};

/** The configured model and how to ask it for structured answers. */
export type GenerationModel = {
  model: LanguageModel;
  /** AI_PROVIDER, for logs. */
  provider: string;
  structured: StructuredSettings;
};

/** The writing model's state (local: checking, downloading, ready...) and its changes. */
export type ModelStatusSource = {
  readonly status: ModelStatus;
  subscribe(listener: (status: ModelStatus) => void): () => void;
  /** Resolves once the state is more than "checking", or after `ms`. */
  settled?(ms: number): Promise<void>;
  /** Which model file, and why (local only). */
  readonly target?: { why: string };
};

export type ModelHandle = GenerationModel & {
  description: string;
  status: ModelStatusSource;
  dispose(): Promise<void>;
};

/** Where a model call counts the tokens it wrote (a generation's or an idea run's progress). */
export type TokenSink = { tokens(count: number): void };
