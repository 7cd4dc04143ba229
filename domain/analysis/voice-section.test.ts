import { describe, expect, it } from "vitest";
import { makeInput } from "../../tests/support/analysis";
import { fingerprintOf } from "../voice/fingerprint";
import { voiceMatch } from "../voice/match";
import { analysisReportSchema, analyzeContent } from "./index";

const CHATTY = `<p>I love short lines. Don't you? We write them every day, and honestly it's easy!</p>
<p>You'll see. I promise it works. We're sure you'll like it.</p>`;
const FORMAL = `<p>The committee, having considered the proposal in detail, shall therefore review its provisions; moreover, the findings were published by the board after a lengthy consultation with every member concerned.</p>
<p>Consequently, the regulation applies to each association registered within the territory, and the administration is required to submit a complete statement of accounts within the period prescribed.</p>`;
const VOICE = { id: "voice-1", name: "Chatty", fingerprint: fingerprintOf([CHATTY], "en") };

describe("the report's Voice section", () => {
  it("is absent without a voice", () => {
    expect(analyzeContent(makeInput({ html: FORMAL })).voice).toBeUndefined();
  });

  it("matches the piece against its voice, naming the measures furthest off", () => {
    const report = analyzeContent(makeInput({ html: FORMAL, voice: VOICE }));
    expect(analysisReportSchema.parse(report)).toEqual(report);
    expect(report.voice).toEqual({
      id: "voice-1",
      name: "Chatty",
      ...voiceMatch(fingerprintOf([FORMAL], "en"), VOICE.fingerprint),
    });
    expect(report.voice?.score).toBeLessThan(40);
    expect(report.voice?.measures).toHaveLength(3);
    for (const m of report.voice?.measures ?? [])
      expect(m.message).toMatch(new RegExp(`^voices:off\\.${m.id}\\.(more|less)$`));
  });

  it("scores a piece in its own voice 100", () => {
    expect(analyzeContent(makeInput({ html: CHATTY, voice: VOICE })).voice?.score).toBe(100);
  });

  it("does not count towards the overall score", () => {
    const without = analyzeContent(makeInput({ html: FORMAL }));
    const withVoice = analyzeContent(makeInput({ html: FORMAL, voice: VOICE }));
    expect(withVoice.overall).toBe(without.overall);
    const { voice: _, ...rest } = withVoice;
    expect(rest).toEqual(without);
  });
});
