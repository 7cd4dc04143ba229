import { describe, expect, it } from "vitest";
import { readyBanner } from "./ready-banner";

const facts = {
  url: "http://localhost:3000",
  model: { provider: "openai", state: "ready", model: "gpt-4.1-mini" } as const,
  readyMs: 1_000,
};
const network = (change: { localSignIn: boolean; sandboxBilling: boolean; host: string }) =>
  readyBanner({ ...facts, ...change })[2];

describe("the ready banner's network line", () => {
  it("says what keeps the server on this machine and how to open it", () => {
    expect(network({ localSignIn: false, sandboxBilling: true, host: "127.0.0.1" })).toBe(
      "  Network:  this machine only (127.0.0.1); HOST=0.0.0.0 BILLING_SANDBOX_ON_NETWORK=1 opens it to the network",
    );
    expect(network({ localSignIn: true, sandboxBilling: true, host: "127.0.0.1" })).toBe(
      "  Network:  this machine only (127.0.0.1); HOST=0.0.0.0 LOCAL_SIGN_IN_ON_NETWORK=1 BILLING_SANDBOX_ON_NETWORK=1 opens it to the network",
    );
  });

  it("says what anyone on the network can do once it is opened", () => {
    expect(network({ localSignIn: false, sandboxBilling: true, host: "0.0.0.0" })).toBe(
      "  Network:  open to the network on 0.0.0.0 (BILLING_SANDBOX_ON_NETWORK=1): anyone who reaches it can get a paid plan with the sandbox billing's test card",
    );
    expect(network({ localSignIn: true, sandboxBilling: true, host: "0.0.0.0" })).toContain(
      "can sign in as anyone and get a paid plan with the sandbox billing's test card",
    );
    expect(network({ localSignIn: false, sandboxBilling: false, host: "0.0.0.0" })).toBe(
      "  Network:  listening on 0.0.0.0",
    );
  });
});
