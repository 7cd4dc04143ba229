/** Placeholder until the ghost client lands (issue 31): every call says so. */
import type { PlatformClient } from "../platform";

const notBuilt = () => Promise.reject(new Error("The ghost client is not built yet"));

export const ghostClient: PlatformClient = { check: notBuilt, publish: notBuilt };
