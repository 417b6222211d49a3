"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useOptimistic, useState, useTransition } from "react";
import { scrubKey } from "./keyboard-nav";
import { counted } from "@/lib/plural";

const PLAY_STEP_MS = 900;

/**
 * The round scrubber: a slider (arrows, Home, End), a button a round, `,` and `.` anywhere on the page, and Play from
 * round 0 to the final round. Each stop is an address (`?at=N#state`) the server renders; the slider only navigates.
 */
export function RoundScrubber({ rounds, current, hrefs }: { rounds: number[]; current: number; hrefs: string[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const index = rounds.indexOf(current);
  // The slider moves at once; the server's render of that round follows.
  const [shown, setShown] = useOptimistic(index);
  const [playing, setPlaying] = useState(false);
  const last = rounds.length - 1;
  const go = useCallback(
    (i: number, replace = false) => {
      const to = Math.max(0, Math.min(last, i));
      startTransition(() => {
        setShown(to);
        // Play replaces its steps, so Back leaves the animation in one move; a step of the reader's own is pushed.
        if (replace) router.replace(hrefs[to]!, { scroll: false });
        else router.push(hrefs[to]!, { scroll: false });
      });
    },
    [hrefs, last, router, setShown],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const step = scrubKey(event, target.tagName, target.isContentEditable);
      if (step === null) return;
      event.preventDefault();
      setPlaying(false);
      // From the round shown, so a second key before the first round has rendered moves on again.
      go(shown + step);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shown, go]);

  useEffect(() => {
    if (!playing || pending || index >= last) return;
    const timer = setTimeout(() => {
      // Reaching the final round ends the play, so a later step back does not start it again.
      if (index + 1 >= last) setPlaying(false);
      go(index + 1, true);
    }, PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, pending, index, last, go]);

  const play = () => {
    if (playing) return setPlaying(false);
    setPlaying(true);
    // From the final round Play starts over: round 0, then each round in turn.
    if (index >= last) go(0);
  };

  return (
    <div className="space-y-2" aria-busy={pending}>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={play}
          aria-pressed={playing}
          className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-100 focus-ring dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {playing ? "Pause" : index >= last ? "Replay from round " + rounds[0] : "Play to the end"}
        </button>
        <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
          <span className="shrink-0 font-medium">Round</span>
          <input
            type="range"
            min={0}
            max={last}
            step={1}
            value={shown}
            aria-valuetext={`Round ${rounds[shown]} of ${counted(rounds.length, "round")}`}
            onChange={(e) => {
              setPlaying(false);
              go(Number(e.target.value));
            }}
            className="min-w-24 flex-1 accent-blue-700 dark:accent-blue-400"
          />
          <output className="w-8 shrink-0 text-right font-mono tabular-nums">{rounds[shown]}</output>
        </label>
      </div>
      <nav aria-label="Rounds of the state view">
        <ul className="flex flex-wrap gap-1.5 text-sm">
          {rounds.map((r, i) => (
            <li key={r}>
              <a
                href={hrefs[i]}
                aria-current={i === index ? "page" : undefined}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  setPlaying(false);
                  go(i);
                }}
                className={`inline-block rounded-md border px-2.5 py-0.5 font-medium focus-ring ${
                  i === index
                    ? "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950"
                    : "border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                }`}
              >
                {i === last ? `R${r} (final)` : `R${r}`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-xs muted">
        Keys: <kbd className="font-mono">,</kbd> and <kbd className="font-mono">.</kbd> step a round; on the slider, arrows,{" "}
        <kbd className="font-mono">Home</kbd> and <kbd className="font-mono">End</kbd>.
      </p>
    </div>
  );
}
