import type { ModelStatus } from "@domain/model-status";
import { isLoopback } from "./config";
import { describeModelState } from "./model";

export type BannerFacts = {
  url: string;
  /** The local OpenID provider signs people in (Google is not configured). */
  localSignIn: boolean;
  /** The address the server listens on. */
  host: string;
  model: ModelStatus;
  /** Why this model (a variable, a file already there, the machine). */
  modelWhy?: string;
  readyMs: number;
};

/** The lines a person sees once the app serves: where it is, how to sign in, the model's state. */
export function readyBanner(facts: BannerFacts): string[] {
  const { model } = facts;
  const signIn = facts.localSignIn
    ? '"Continue with Google" opens the local sign-in page: type any e-mail address and a name'
    : "with Google (GOOGLE_CLIENT_ID is set)";
  const reach = !facts.localSignIn
    ? `listening on ${facts.host}`
    : !isLoopback(facts.host)
      ? `open to the network on ${facts.host} (LOCAL_SIGN_IN_ON_NETWORK=1): anyone who reaches it can sign in as anyone`
      : `this machine only (${facts.host}); HOST=0.0.0.0 LOCAL_SIGN_IN_ON_NETWORK=1 opens it to the network`;
  const which =
    model.provider === "local"
      ? `local, ${model.model || "choosing a model"}${facts.modelWhy ? ` (${facts.modelWhy})` : ""}`
      : model.model;
  return [
    `Inkwell is ready at ${facts.url} (started in ${(facts.readyMs / 1000).toFixed(1)} s)`,
    `  Sign in:  ${signIn}`,
    `  Network:  ${reach}`,
    `  Model:    ${which}`,
    `            ${describeModelState(model)}`,
  ];
}
