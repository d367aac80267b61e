import { describe, expect, it } from "vitest";
import { SKILLS_MAX, skillSuggestions } from "./content/skills";
import { pickSkill, skillFragment, splitSkills, suggestSkills } from "./skills";

describe("skillSuggestions", () => {
  it("holds about 85 skills, unique ignoring case, none with a comma or stray spaces", () => {
    expect(skillSuggestions.length).toBeGreaterThanOrEqual(80);
    expect(skillSuggestions.length).toBeLessThanOrEqual(90);
    const lower = skillSuggestions.map((skill) => skill.toLowerCase());
    expect(new Set(lower).size).toBe(skillSuggestions.length);
    for (const skill of skillSuggestions) {
      expect(skill).not.toContain(",");
      expect(skill).toBe(skill.trim());
    }
  });

  it("mixes technical, soft and logistics skills", () => {
    expect(skillSuggestions).toEqual(
      expect.arrayContaining([
        "TypeScript",
        "Tally ERP",
        "Negotiation",
        "Fleet Management",
        "E-way Bill",
      ]),
    );
  });

  it("caps an application at 30 skills", () => {
    expect(SKILLS_MAX).toBe(30);
  });
});

describe("splitSkills", () => {
  it("splits on commas, trims and drops empty entries", () => {
    expect(splitSkills(" React ,Node.js,, SQL , ")).toEqual(["React", "Node.js", "SQL"]);
  });

  it("gives an empty list for blank input", () => {
    expect(splitSkills("")).toEqual([]);
    expect(splitSkills(" , ,")).toEqual([]);
  });
});

describe("skillFragment", () => {
  it("is the text after the last comma without leading spaces", () => {
    expect(skillFragment("React, Nod")).toBe("Nod");
    expect(skillFragment("React,  Node ")).toBe("Node ");
    expect(skillFragment("Pyth")).toBe("Pyth");
    expect(skillFragment("React, ")).toBe("");
  });
});

describe("suggestSkills", () => {
  const list = ["React", "React Native", "Route Planning", "Node.js", "SQL", "PostgreSQL"];

  it("suggests skills starting with the fragment, ignoring case, in list order", () => {
    expect(suggestSkills("re", list)).toEqual(["React", "React Native"]);
    expect(suggestSkills("SQL, r", list)).toEqual(["React", "React Native", "Route Planning"]);
  });

  it("matches the start of the name only", () => {
    expect(suggestSkills("sq", list)).toEqual(["SQL"]);
  });

  it("suggests nothing while no fragment is typed", () => {
    expect(suggestSkills("", list)).toEqual([]);
    expect(suggestSkills("React, ", list)).toEqual([]);
    expect(suggestSkills("   ", list)).toEqual([]);
  });

  it("leaves out skills already entered, ignoring case and spaces", () => {
    expect(suggestSkills(" react ,R", list)).toEqual(["React Native", "Route Planning"]);
  });

  it("still offers a skill typed out in full, first", () => {
    expect(suggestSkills("Node.js, react native", list)).toEqual(["React Native"]);
    expect(suggestSkills("REACT", ["React Native", "React"])).toEqual(["React", "React Native"]);
  });

  it("ignores trailing spaces in the fragment", () => {
    expect(suggestSkills("Nod ", list)).toEqual(["Node.js"]);
  });

  it("returns at most `limit` suggestions", () => {
    expect(suggestSkills("r", list, 2)).toEqual(["React", "React Native"]);
    expect(suggestSkills("a").length).toBeLessThanOrEqual(8);
  });

  it("uses the project's skill list by default", () => {
    expect(suggestSkills("fleet")).toEqual(["Fleet Management"]);
  });
});

describe("pickSkill", () => {
  it("replaces the fragment being typed and adds a separator for the next", () => {
    expect(pickSkill("React, Nod", "Node.js")).toBe("React, Node.js, ");
    expect(pickSkill("pyt", "Python")).toBe("Python, ");
  });

  it("normalises the earlier entries to 'a, b, ' form", () => {
    expect(pickSkill(" React ,,SQL,   gst", "GST Compliance")).toBe("React, SQL, GST Compliance, ");
  });

  it("gives a value whose skills split back cleanly", () => {
    expect(splitSkills(pickSkill("React, Nod", "Node.js"))).toEqual(["React", "Node.js"]);
  });
});
