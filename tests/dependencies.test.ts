import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Manifest = { dependencies: Record<string, string>; devDependencies: Record<string, string> };
type Lock = { packages: Record<string, { version?: string }> };

const root = new URL("../", import.meta.url);
const manifest: Manifest = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const lock: Lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8"));
const declared = { ...manifest.dependencies, ...manifest.devDependencies };

/** Installed copies of a package anywhere in the lock's tree, as `path → version`. */
const copies = (name: string) =>
  Object.entries(lock.packages).filter(
    ([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`),
  );

describe("dependencies", () => {
  it("pins the React Router family to one exact version, so one copy of each installs", () => {
    const family = Object.keys(declared).filter(
      (name) => name === "react-router" || name.startsWith("@react-router/"),
    );
    const versions = new Set(family.map((name) => declared[name]));
    expect(versions.size).toBe(1);
    const [version] = versions;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    for (const name of ["react-router", "@react-router/dev", "@react-router/node"]) {
      expect(copies(name).map(([, entry]) => entry.version)).toEqual([version]);
    }
  });

  it("pins ws exactly, since server/realtime/prepared-frame.ts relies on its internals", () => {
    expect(declared.ws).toMatch(/^\d+\.\d+\.\d+$/);
    expect(copies("ws").find(([path]) => path === "node_modules/ws")?.[1].version).toBe(declared.ws);
  });

  it("leaves out i18next, which the small translator replaced (docs/decisions/004-small-translator.md)", () => {
    expect(Object.keys(declared).filter((name) => name.includes("i18next"))).toEqual([]);
    expect(copies("i18next")).toEqual([]);
  });
});
