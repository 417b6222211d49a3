"use client";

import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";

/** Opens or closes every `<details>` inside the element `targetId`; its label follows what the reader toggles by hand. */
export function ExpandAll({ targetId, label }: { targetId: string; label: string }) {
  const [allOpen, setAllOpen] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const sync = () => setAllOpen([...target.querySelectorAll("details")].every((d) => d.open));
    sync();
    // `toggle` does not bubble: listen in the capture phase.
    target.addEventListener("toggle", sync, true);
    return () => target.removeEventListener("toggle", sync, true);
  }, [targetId]);
  return (
    <button
      type="button"
      aria-controls={targetId}
      className={buttonClass("secondary", "sm")}
      onClick={() => {
        const target = document.getElementById(targetId);
        target?.querySelectorAll("details").forEach((d) => (d.open = !allOpen));
        setAllOpen(!allOpen);
      }}
    >
      {allOpen ? "Collapse all" : "Expand all"}
      <span className="sr-only"> {label}</span>
    </button>
  );
}
