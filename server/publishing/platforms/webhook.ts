/** Placeholder until the webhook client lands (issue 31): every call says so. */
import type { PlatformClient } from "../platform";

const notBuilt = () => Promise.reject(new Error("The webhook client is not built yet"));

export const webhookClient: PlatformClient = { check: notBuilt, publish: notBuilt };
