import { postAddress } from "@domain/links";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser } from "../../tests/support/factories";
import { insertContent } from "../../tests/support/site-content";
import { NotFound } from "../errors";
import { linkReport, linkSuggestions } from "./index";

const t = testDatabase();

type User = { id: string };
let owner: User;
let other: User;
const ids: Record<string, string> = {};

const link = (key: string, text: string) =>
  `<a href="${postAddress(ids[key] as string)}">${text}</a>`;

beforeAll(async () => {
  owner = await insertUser(t.db);
  other = await insertUser(t.db);
  // Three topics: coffee (espresso, cold brew, grinder), gardening, running.
  const plant = async (key: string, fields: Parameters<typeof insertPost>[2]) => {
    const post = await insertPost(t.db, owner.id, fields);
    ids[key] = post.id;
  };
  await plant("espresso", {
    title: "How to pull a perfect espresso shot",
    keywords: ["espresso shot"],
    topic: "Coffee",
    content:
      "<h2>Cold brew coffee is different</h2><p>Start with a good burr grinder and fresh beans. " +
      "Some prefer cold brew coffee in summer. The espresso shot needs pressure.</p>",
  });
  await plant("coldbrew", {
    title: "Cold brew coffee at home",
    keywords: ["cold brew coffee"],
    topic: "Coffee",
    content: "<p>Cold brew is slow. Unlike an espresso shot, it takes a night of steeping.</p>",
  });
  await plant("grinder", {
    title: "Choosing a burr grinder",
    keywords: ["burr grinder"],
    topic: "Coffee",
    content: "<p>A burr grinder makes even coffee grounds for every espresso shot.</p>",
  });
  await plant("tomatoes", {
    title: "Growing tomatoes in pots",
    keywords: ["growing tomatoes"],
    topic: "Gardening",
    content: "<p>Tomatoes need sun and compost. Water them every morning.</p>",
  });
  await plant("compost", {
    title: "Compost for beginners",
    keywords: ["compost bin"],
    topic: "Gardening",
    content: `<p>A compost bin feeds your garden. See ${link("tomatoes", "growing tomatoes")}.</p>`,
  });
  await plant("tomatoes2", {
    title: "Growing tomatoes in small pots",
    keywords: ["growing tomatoes"],
    topic: "Gardening",
    content: `<p>Small pots work. Read ${link("compost", "our compost guide")}.</p>`,
  });
  await plant("marathon", {
    title: "Training for a first marathon",
    keywords: ["marathon training"],
    topic: "Running",
    content: `<p>Marathon training takes months. ${link("tomatoes2", "Eat well")}.</p>`,
  });
  await plant("shoes", {
    title: "Running shoes for a first marathon",
    keywords: ["running shoes"],
    topic: "Running",
    content: `<p>Good running shoes help with ${link("marathon", "marathon training")}.</p>`,
  });
  // Another user's coffee posts share every word: never suggested, never reported.
  await insertPost(t.db, other.id, {
    title: "Cold brew coffee and espresso shot with a burr grinder",
    keywords: ["espresso shot"],
    topic: "Coffee",
    content: "<p>An espresso shot, cold brew coffee and a burr grinder.</p>",
  });
});

describe("linkSuggestions", () => {
  it("points a coffee post at the other coffee posts with words found in its body", async () => {
    const { outgoing, incoming } = await linkSuggestions(owner, ids.espresso as string);
    const targets = outgoing.map((s) => s.to.id).sort();
    expect(targets).toEqual([ids.coldbrew, ids.grinder].sort());
    const byTarget = Object.fromEntries(outgoing.map((s) => [s.to.id, s]));
    // The heading's "Cold brew coffee" is skipped: the anchor is the paragraph's.
    expect(byTarget[ids.coldbrew as string]).toMatchObject({
      anchor: "cold brew coffee",
      sentence: "Some prefer cold brew coffee in summer.",
      to: { href: postAddress(ids.coldbrew as string) },
    });
    expect(byTarget[ids.grinder as string]?.anchor).toBe("burr grinder");
    // Both other coffee posts say "espresso shot": they could link back.
    expect(incoming.map((s) => s.from.id).sort()).toEqual([ids.coldbrew, ids.grinder].sort());
    for (const s of incoming) {
      expect(s.anchor.toLowerCase()).toBe("espresso shot");
      expect(s.to.id).toBe(ids.espresso);
    }
    expect(outgoing.every((s) => s.score > 0)).toBe(true);
  });

  it("never suggests a link the post already has, nor the post itself", async () => {
    const { outgoing, incoming } = await linkSuggestions(owner, ids.shoes as string);
    expect(outgoing.map((s) => s.to.id)).not.toContain(ids.marathon);
    expect(outgoing.map((s) => s.to.id)).not.toContain(ids.shoes);
    expect(incoming.map((s) => s.from.id)).not.toContain(ids.shoes);
  });

  it("refuses another user's post as missing", async () => {
    await expect(linkSuggestions(other, ids.espresso as string)).rejects.toBeInstanceOf(NotFound);
  });

  it("offers an admin the public blog's published articles, and no one else", async () => {
    const published = await insertContent(t.db, {
      title: "The burr grinder guide",
      slug: "burr-grinder-guide",
      keywords: ["burr grinder"],
      content: "<p>Every burr grinder for espresso coffee, compared.</p>",
    });
    await insertContent(t.db, {
      title: "Espresso shot drafts",
      slug: "espresso-shot-drafts",
      keywords: ["espresso shot"],
      status: "draft",
    });
    const admin = { ...owner, isAdmin: true };
    const { outgoing } = await linkSuggestions(admin, ids.espresso as string);
    const article = outgoing.find((s) => s.to.id === published.id);
    expect(article).toMatchObject({
      anchor: "burr grinder",
      to: { href: "/blog/burr-grinder-guide" },
    });
    expect(outgoing.map((s) => s.to.href)).not.toContain("/blog/espresso-shot-drafts");
    const writer = await linkSuggestions(owner, ids.espresso as string);
    expect(writer.outgoing.map((s) => s.to.id)).not.toContain(published.id);
  });
});

describe("linkReport", () => {
  it("finds the orphans and the competing pairs as planted, the user's own only", async () => {
    const report = await linkReport(owner);
    expect(report.orphans.map((p) => p.id).sort()).toEqual(
      [ids.espresso, ids.coldbrew, ids.grinder, ids.shoes].sort(),
    );
    expect(
      report.competing.map((pair) => [[pair.first.id, pair.second.id].sort(), pair.reason]),
    ).toEqual([[[ids.tomatoes, ids.tomatoes2].sort(), "keyphrase"]]);
    const others = await linkReport(other);
    expect(others.orphans).toHaveLength(1);
    expect(others.competing).toEqual([]);
  });
});
