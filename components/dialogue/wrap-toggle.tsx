"use client";

import { useEffect, useSyncExternalStore } from "react";
import { buttonClass } from "@/components/ui/button";
import { applySourceWrap, SOURCE_WRAP_CHANGED, storedSourceWrap, wrappedNow } from "./source-wrap";

function subscribe(onChange: () => void) {
  window.addEventListener(SOURCE_WRAP_CHANGED, onChange);
  return () => window.removeEventListener(SOURCE_WRAP_CHANGED, onChange);
}

/** Keeps the line the URL points at (`#L72`) in view after the layout changes under it. */
function keepTargetInView() {
  const id = decodeURIComponent(location.hash.slice(1));
  if (id) document.getElementById(id)?.scrollIntoView({ block: "start" });
}

/** Wrap long lines or keep each on one row; the choice is remembered in this browser. */
export function WrapToggle() {
  // The page's attribute is the truth (set before paint by the inline script); the server renders the default.
  const wrap = useSyncExternalStore(subscribe, wrappedNow, () => true);
  useEffect(() => {
    // A client-side navigation skips the inline script: apply the stored choice here too.
    applySourceWrap(storedSourceWrap(), false);
  }, []);
  return (
    <button
      type="button"
      aria-pressed={wrap}
      className={`${buttonClass("secondary", "sm")} inline-flex items-center gap-1.5 ${wrap ? "bg-slate-200 dark:bg-slate-700" : ""}`}
      onClick={() => {
        applySourceWrap(!wrap, true);
        keepTargetInView();
      }}
    >
      {/* A pressed toggle shows it: a check, and the pressed fill. */}
      <span aria-hidden="true" className="inline-block w-3 text-center">
        {wrap ? "✓" : ""}
      </span>
      Wrap long lines
    </button>
  );
}
