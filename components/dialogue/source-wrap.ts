/** The reader's choice for the source view, kept in localStorage: long lines wrapped (the default) or one row each. */
export const SOURCE_WRAP_KEY = "roundtable-source-wrap";

/** Runs before the source is painted, so a reader who turned wrapping off never sees the page reflow. Inlined. */
export const SOURCE_WRAP_SCRIPT = `(function(){try{if(localStorage.getItem("${SOURCE_WRAP_KEY}")==="off")document.documentElement.dataset.sourceWrap="off"}catch(e){}})()`;

/** Fired on window when the choice changes on this page. */
export const SOURCE_WRAP_CHANGED = "roundtable-source-wrap-change";

export function wrappedNow(): boolean {
  return document.documentElement.dataset.sourceWrap !== "off";
}

/** Applies a choice to the page (CSS reads `html[data-source-wrap]`) and, when `remember`, keeps it for next time. */
export function applySourceWrap(wrap: boolean, remember: boolean): void {
  if (wrap) delete document.documentElement.dataset.sourceWrap;
  else document.documentElement.dataset.sourceWrap = "off";
  window.dispatchEvent(new Event(SOURCE_WRAP_CHANGED));
  if (!remember) return;
  try {
    localStorage.setItem(SOURCE_WRAP_KEY, wrap ? "on" : "off");
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
}

export function storedSourceWrap(): boolean {
  try {
    return localStorage.getItem(SOURCE_WRAP_KEY) !== "off";
  } catch {
    return true;
  }
}
