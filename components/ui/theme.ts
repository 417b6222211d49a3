/** The reader's theme choice, kept in localStorage; "system" follows prefers-color-scheme. */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_KEY = "roundtable-theme";

/**
 * Runs in <head> before the first paint, so a dark page never flashes light. Kept tiny and self-contained: it is
 * inlined as a string.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem("${THEME_KEY}");var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;
