import { describe, expect, it } from "vitest";
import { passwordProblem } from "./passwords.ts";

describe("passwordProblem", () => {
  const owner = { email: "Marigold.Lane@example.test", nickname: "Orbit_Fox" };

  it("refuses a password containing the site's name, in any case and anywhere", () => {
    for (const password of ["tokenatlas", "my TokenAtlas pass", "xxTOKENATLASxx", "TokenAtlas2026!"]) {
      expect(passwordProblem(password), password).toBe("password_personal");
    }
    expect(passwordProblem("token atlas long")).toBeNull();
  });

  it("refuses a password containing the address's local part or the nickname, in any case", () => {
    for (const password of ["marigold.lane 42", "I am MARIGOLD.LANE", "orbit_fox rocks", "xORBIT_FOXx99"]) {
      expect(passwordProblem(password, owner), password).toBe("password_personal");
    }
    // The domain is not the account's own word, and neither are parts of the local part.
    expect(passwordProblem("example.test forever", owner)).toBeNull();
    expect(passwordProblem("marigold fields", owner)).toBeNull();
    expect(passwordProblem("orbit fox rocks", owner)).toBeNull();
  });

  it("ignores words shorter than three characters, which would refuse too much", () => {
    expect(passwordProblem("abcdefghij", { email: "ab@example.test", nickname: null })).toBeNull();
    expect(passwordProblem("xabcdefghij", { email: "abc@example.test" })).toBe("password_personal");
  });

  it("checks length and common passwords first", () => {
    expect(passwordProblem("tokenat", owner)).toBe("password_too_short");
    expect(passwordProblem("x".repeat(129), owner)).toBe("password_too_long");
    expect(passwordProblem("password123", owner)).toBe("password_common");
    expect(passwordProblem("quiet amber orchard 5", owner)).toBeNull();
  });
});
