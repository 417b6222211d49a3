"use client";

import { useEffect, useRef } from "react";
import { navAction, nextIndex } from "./keyboard-nav";
import { isClosedRound, openRound } from "./lazy-round-dom";
import { Button } from "@/components/ui/button";

const SHORTCUTS: [string, string][] = [
  ["j", "Next contribution"],
  ["k", "Previous contribution"],
  ["]", "Next round"],
  ["[", "Previous round"],
  [".", "State after the next round"],
  [",", "State after the previous round"],
  ["?", "Show these shortcuts"],
];

/** A closed part of a round stands for its contributions: moving onto it opens it, then moves to its first (or last) one. */
async function enterClosedRound(body: HTMLElement, forward: boolean) {
  const index = body.dataset.roundOf!;
  const from = Number(body.dataset.from);
  body.scrollIntoView({ block: "start" });
  await openRound(body);
  const opened = [...document.querySelectorAll<HTMLElement>(`[data-round-body="${index}"] [data-contribution]`)];
  const target = forward ? opened[from] : opened.at(-1);
  if (target) focusAndLink(target);
}

function focusAndLink(target: HTMLElement) {
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "start" });
  // The address follows, so what the reader sees can be linked.
  history.replaceState(null, "", `#${target.id}`);
}

function moveTo(selector: string, forward: boolean) {
  const items = [...document.querySelectorAll<HTMLElement>(selector)];
  const active = document.activeElement as HTMLElement | null;
  const current = items.findIndex((el) => el === active || (active !== null && el.contains(active) && selector === "[data-round]"));
  const index = nextIndex(
    items.map((el) => el.getBoundingClientRect().top),
    current,
    forward,
  );
  if (index === null) return;
  const target = items[index]!;
  if (isClosedRound(target)) void enterClosedRound(target, forward);
  else focusAndLink(target);
}

/** Keyboard reading of the timeline: j/k by contribution, [/] by round, ? for the list. */
export function KeyboardShortcuts() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const action = navAction(event, target.tagName, target.isContentEditable);
      if (!action || dialog.current?.open) return;
      event.preventDefault();
      if (action === "help") dialog.current?.showModal();
      else if (action === "next-contribution" || action === "previous-contribution")
        moveTo("[data-contribution], [data-closed-round]", action === "next-contribution");
      else moveTo("[data-round]", action === "next-round");
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="rounded-md border border-slate-300 px-2 py-0.5 text-xs text-slate-600 hover:bg-slate-100 focus-ring dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        Keyboard <kbd className="font-mono">?</kbd>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="shortcuts-title"
        className="m-auto w-80 max-w-[90vw] rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id="shortcuts-title" className="mb-3 text-lg font-semibold">
          Keyboard shortcuts
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map(([k, what]) => (
            <div key={k} className="contents">
              <dt>
                <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:border-slate-600 dark:bg-slate-800">{k}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
        <form method="dialog" className="mt-4 text-right">
          <Button size="sm">Close</Button>
        </form>
      </dialog>
    </>
  );
}
