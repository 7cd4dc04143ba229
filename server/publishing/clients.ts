/** The client of each platform (issue 31): the one place a platform's name picks its code. */
import type { Platform } from "@domain/publishing";
import type { PlatformClient } from "./platform";
import { ghostClient } from "./platforms/ghost";
import { webhookClient } from "./platforms/webhook";
import { wordpressClient } from "./platforms/wordpress";

const CLIENTS: Record<Platform, PlatformClient> = {
  wordpress: wordpressClient,
  ghost: ghostClient,
  webhook: webhookClient,
};

export function platformClient(platform: Platform): PlatformClient {
  return CLIENTS[platform];
}
