"use client";

import { useEffect, useSyncExternalStore } from "react";
import { THEME_KEY, THEMES, type Theme } from "./theme";

const LABEL: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };
const ICON: Record<Theme, string> = { system: "◐", light: "☀", dark: "☾" };
const CHANGED = "roundtable-theme-change";

function apply(theme: Theme) {
  const dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
}

function readTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return (THEMES as readonly string[]).includes(value ?? "") ? (value as Theme) : "system";
  } catch {
    return "system";
  }
}

function subscribe(onChange: () => void) {
  // Another tab's choice arrives as a storage event; this tab's as our own event.
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function choose(theme: Theme) {
  try {
    if (theme === "system") localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private windows may refuse storage; the choice then lasts for this page only.
  }
  apply(theme);
  window.dispatchEvent(new Event(CHANGED));
}

/** Cycles System → Light → Dark. In System the page follows the OS, also when it changes while the page is open. */
export function ThemeToggle() {
  // The server cannot know the choice: it renders "System", and the stored choice takes over on hydration.
  const theme = useSyncExternalStore(subscribe, readTheme, () => "system" as Theme);
  useEffect(() => {
    apply(theme);
    if (theme !== "system") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => apply("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [theme]);

  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!;
  return (
    <button
      type="button"
      onClick={() => choose(next)}
      aria-label={`Theme: ${LABEL[theme]}. Switch to ${LABEL[next]}`}
      title={`Theme: ${LABEL[theme]}`}
      className="ml-auto inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true">{ICON[theme]}</span>
      <span className="hidden sm:inline">{LABEL[theme]}</span>
    </button>
  );
}
