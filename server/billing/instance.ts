import { processSlot } from "../process-slot";
import type { BillingProvider } from "./provider";
import type { SandboxProvider } from "./sandbox";

const slot = processSlot<BillingProvider>("billing-provider");

export function setBillingProvider(provider: BillingProvider | undefined): void {
  slot.set(provider);
}

export function billingProvider(): BillingProvider {
  return slot.require("The billing provider");
}

/** The sandbox provider, or null when the app runs on Stripe (its pages then answer 404). */
export function sandboxProvider(): SandboxProvider | null {
  const provider = slot.get();
  return provider?.name === "sandbox" ? (provider as SandboxProvider) : null;
}
