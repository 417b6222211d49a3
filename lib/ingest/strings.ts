export function isDigitsOnly(s: string): boolean {
  if (s.length === 0) return false;
  for (const ch of s) if (ch < "0" || ch > "9") return false;
  return true;
}

/** `2026-03-11T1341Z-jira.dialogue.recorded.md` → `2026-03-11t1341z-jira`; safe in a URL. */
export function slugFromPath(path: string): string {
  let name = path.slice(path.lastIndexOf("/") + 1);
  for (const suffix of [".dialogue.recorded.md", ".dialogue.md", ".md"]) {
    if (name.endsWith(suffix)) {
      name = name.slice(0, -suffix.length);
      break;
    }
  }
  let out = "";
  for (const ch of name.toLowerCase()) out += (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9") ? ch : "-";
  while (out.includes("--")) out = out.split("--").join("-");
  while (out.startsWith("-")) out = out.slice(1);
  while (out.endsWith("-")) out = out.slice(0, -1);
  return out || "dialogue";
}
