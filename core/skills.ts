import { skillSuggestions } from "./content/skills";

/** The skills typed so far, as the spec stores them: split on commas, trimmed, no empties. */
export function splitSkills(value: string): string[] {
  return value
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** The skill being typed: the text after the last comma, without leading spaces. */
export function skillFragment(value: string): string {
  return value.slice(value.lastIndexOf(",") + 1).trimStart();
}

/** The complete skills before the one being typed. */
function earlierSkills(value: string): string[] {
  const comma = value.lastIndexOf(",");
  return comma === -1 ? [] : splitSkills(value.slice(0, comma));
}

/**
 * Suggestions for the skill being typed (spec section 5, "Skills field"): the
 * skills whose name starts with it, ignoring case, leaving out skills already
 * entered. A fragment that already names a skill exactly still shows that
 * skill, first, so picking it fixes the capitalisation and starts the next one.
 */
export function suggestSkills(
  value: string,
  list: readonly string[] = skillSuggestions,
  limit = 8,
): string[] {
  const fragment = skillFragment(value).trim().toLowerCase();
  if (!fragment) return [];
  const entered = new Set(earlierSkills(value).map((skill) => skill.toLowerCase()));
  const matches = list.filter((skill) => {
    const name = skill.toLowerCase();
    return name.startsWith(fragment) && !entered.has(name);
  });
  const exact = matches.filter((skill) => skill.toLowerCase() === fragment);
  const rest = matches.filter((skill) => skill.toLowerCase() !== fragment);
  return [...exact, ...rest].slice(0, limit);
}

/**
 * The value after picking a suggestion: the skill replaces the one being
 * typed, and ", " follows so the next one can be typed straight away.
 */
export function pickSkill(value: string, skill: string): string {
  return [...earlierSkills(value), skill].join(", ") + ", ";
}
