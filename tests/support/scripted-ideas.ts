// The scripted server's answers to the Idea Lab's ideas prompt (./scripted-openai.ts), wrong at
// first where the scenario says so.
const IDEA_ANGLES = [
  "mistakes beginners make",
  "a day in the life",
  "myths that cost money",
  "a 30-day challenge",
  "before and after",
  "the tool nobody talks about",
  "an honest review",
  "questions customers ask",
  "a behind-the-scenes look",
  "a quick checklist",
  "an unpopular opinion",
  "the origin story",
];

/** Ideas for the niche the brief names, scored 9, 8, ... so the badges show every band. */
function ideasFor(prompt: string, count: number, keys: Set<string>, offset: number) {
  const niche = /^Niche: (.+)$/m.exec(prompt)?.[1]?.trim() ?? "coffee";
  const ideas = Array.from({ length: count }, (_, i) => {
    const index = i + offset;
    const angle = IDEA_ANGLES[index % IDEA_ANGLES.length] ?? "tips";
    return {
      title: `${niche}: ${angle}${index >= IDEA_ANGLES.length ? ` #${index + 1}` : ""}`,
      hook: `Nobody tells you this about ${niche}: ${angle}.`,
      whyItWorks: `People share ${angle} because it saves them time with ${niche}.`,
      tip: `Open with the result, then show ${angle} step by step.`,
      format: i % 2 ? "carousel" : "short video",
      category: (["trending", "evergreen", "seasonal"] as const)[i % 3],
      viralScore: Math.max(1, 9 - i),
    };
  });
  const picked = ideas.map((idea) =>
    Object.fromEntries(Object.entries(idea).filter(([k]) => keys.size === 0 || keys.has(k))),
  );
  return { ideas: picked };
}

/** The ideas answer's text for a scenario: wrong at first where the scenario says so. */
export function ideasText(
  scenario: string,
  prompt: string,
  count: number,
  keys: Set<string>,
  repair: boolean,
) {
  // A refresh or a top-up lists the ideas to avoid: give different ones.
  const offset = (prompt.split("Do not repeat")[1] ?? "").split("\n- ").length - 1;
  if (scenario === "always-seven") {
    return JSON.stringify(ideasFor(prompt, Math.min(7, count), keys, offset));
  }
  if (!repair && scenario === "seven") return JSON.stringify(ideasFor(prompt, 7, keys, offset));
  if (!repair && scenario === "malformed")
    return '{"ideas": [{"title": "Half an idea", "hook":,, ]';
  const answer = ideasFor(prompt, count, keys, offset);
  if (!repair && scenario === "score-14") {
    const third = answer.ideas[2];
    if (third) third.viralScore = 14;
  }
  return JSON.stringify(answer);
}
