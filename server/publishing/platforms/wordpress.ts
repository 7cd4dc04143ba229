/** Placeholder until the wordpress client lands (issue 31): every call says so. */
import type { PlatformClient } from "../platform";

const notBuilt = () => Promise.reject(new Error("The wordpress client is not built yet"));

export const wordpressClient: PlatformClient = { check: notBuilt, publish: notBuilt };
