/**
 * What the Publishing pages' specs share (issue 31): one app server whose publishing reaches a
 * scripted WordPress and a scripted Ghost (INKWELL_FETCH_ALLOW_HOSTS), short retries, and calls
 * to the app's API as a signed-in user (connections made without the screen).
 */
import { type ScriptedApp, startScriptedApp } from "./scripted-app";
import { type ScriptedGhost, startScriptedGhost } from "./scripted-ghost";
import { type ScriptedWordPress, startScriptedWordPress } from "./scripted-wordpress";
import { type CreatedUser, createUserWithSession, signedSessionCookie } from "./sessions";

export type PublishingWorld = {
  app: ScriptedApp;
  wp: ScriptedWordPress;
  ghost: ScriptedGhost;
  stop(): Promise<void>;
};

/** The Yoast meta keys a site registers for REST, so a publish stores them. */
const YOAST_META = ["_yoast_wpseo_metadesc", "_yoast_wpseo_focuskw", "_yoast_wpseo_canonical"];

export async function startPublishingWorld(label: string): Promise<PublishingWorld> {
  const wp = await startScriptedWordPress({ seoPlugin: "yoast", registeredMeta: YOAST_META });
  const ghost = await startScriptedGhost();
  const app = await startScriptedApp(label, {
    INKWELL_FETCH_ALLOW_HOSTS: `${wp.host},${ghost.host}`,
    PUBLISH_RETRY_BASE_SECONDS: "1",
  });
  return {
    app,
    wp,
    ghost,
    async stop() {
      await app.stop();
      await wp.close();
      await ghost.close();
    },
  };
}

/** A user of the app with a session, and a way to call its API as them. */
export async function publishingUser(app: ScriptedApp, tier: "free" | "pro" = "pro") {
  const user: CreatedUser = await createUserWithSession(app.db, { tier });
  const cookie = `inkwell.session_token=${await signedSessionCookie(user.token, app.secret)}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.server.url}${path}`, {
      method,
      headers: body === undefined ? { cookie } : { cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(40_000),
    });
    return { status: response.status, json: await response.json() };
  };
  return { user, call };
}
