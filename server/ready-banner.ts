import type { ModelStatus } from "@domain/model-status";
import { isLoopback } from "./config";
import { describeModelState } from "./model";

export type BannerFacts = {
  url: string;
  /** The local OpenID provider signs people in (Google is not configured). */
  localSignIn: boolean;
  /** The sandbox billing is active (its test card pays for plans). */
  sandboxBilling: boolean;
  /** The address the server listens on. */
  host: string;
  model: ModelStatus;
  /** Why this model (a variable, a file already there, the machine). */
  modelWhy?: string;
  readyMs: number;
};

/**
 * Who can reach the server, and what they can do there that they should not on a network: sign
 * in as anyone (the local sign-in) and pay with a test card (the sandbox billing).
 */
function networkLine(facts: BannerFacts): string {
  const guarded = [
    facts.localSignIn ? "LOCAL_SIGN_IN_ON_NETWORK=1" : null,
    facts.sandboxBilling ? "BILLING_SANDBOX_ON_NETWORK=1" : null,
  ].filter((name) => name !== null);
  if (guarded.length === 0) return `listening on ${facts.host}`;
  if (isLoopback(facts.host))
    return `this machine only (${facts.host}); HOST=0.0.0.0 ${guarded.join(" ")} opens it to the network`;
  const open = [
    facts.localSignIn ? "sign in as anyone" : null,
    facts.sandboxBilling ? "get a paid plan with the sandbox billing's test card" : null,
  ].filter((what) => what !== null);
  return `open to the network on ${facts.host} (${guarded.join(", ")}): anyone who reaches it can ${open.join(" and ")}`;
}

/** The lines a person sees once the app serves: where it is, how to sign in, the model's state. */
export function readyBanner(facts: BannerFacts): string[] {
  const { model } = facts;
  const signIn = facts.localSignIn
    ? '"Continue with Google" opens the local sign-in page: type any e-mail address and a name'
    : "with Google (GOOGLE_CLIENT_ID is set)";
  const reach = networkLine(facts);
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
