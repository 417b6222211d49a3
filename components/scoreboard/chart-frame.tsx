"use client";

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { markerPath, seriesOf } from "./series-colors";

export interface LegendEntry {
  key: string;
  name: string;
  /** The series' place in the palette (seriesOf). */
  style: number;
  /** Bars are drawn as squares in the legend, whatever the palette's shape. */
  bar?: boolean;
}

interface Tip {
  text: string;
  x: number;
  y: number;
  /** Which side of the point the tip hangs from, so one near an edge stays inside the chart. */
  align: "left" | "center" | "right";
}

/** The focusable point an event came from, if any: server-rendered SVG marks them with data-point. */
const pointOf = (target: EventTarget | null): SVGElement | null => (target instanceof Element ? (target.closest("[data-point]") as SVGElement | null) : null);

/** The chart's points whose series is shown, in document order (series by series, rounds in order). */
const pointsIn = (box: HTMLElement | null, hidden: Set<string>): SVGElement[] =>
  [...(box?.querySelectorAll<SVGElement>("[data-point]") ?? [])].filter((p) => !hidden.has(p.dataset.series!));

/**
 * What a server-drawn chart cannot do alone: a tooltip on hover and on keyboard focus, arrow keys between points
 * (one tab stop a chart, Left/Right along a series, Up/Down between series), and legend buttons that hide a series.
 */
export function ChartFrame({ legend, children }: { legend: LegendEntry[]; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [tip, setTip] = useState<Tip | null>(null);

  useEffect(() => {
    for (const el of box.current?.querySelectorAll<SVGElement>("[data-series]") ?? []) el.style.display = hidden.has(el.dataset.series!) ? "none" : "";
    // The one tab stop must stay on a point that can be seen.
    const points = pointsIn(box.current, hidden);
    if (points.length > 0 && !points.some((p) => p.tabIndex === 0)) points[0]!.tabIndex = 0;
  }, [hidden]);

  function show(point: SVGElement) {
    const frame = box.current!.getBoundingClientRect();
    const at = point.getBoundingClientRect();
    const x = at.left + at.width / 2 - frame.left;
    const align = x < 100 ? "left" : x > frame.width - 100 ? "right" : "center";
    setTip({ text: point.dataset.label ?? point.getAttribute("aria-label") ?? "", x, y: at.top - frame.top, align });
  }

  function onKeyDown(event: KeyboardEvent) {
    const from = pointOf(event.target);
    if (!from) return;
    if (event.key === "Escape") return setTip(null);
    const points = pointsIn(box.current, hidden);
    const series = [...new Set(points.map((p) => p.dataset.series!))];
    const index = Number(from.dataset.index);
    const same = points.filter((p) => p.dataset.series === from.dataset.series);
    const near = (key: string) => {
      const candidates = points.filter((p) => p.dataset.series === key);
      return candidates.reduce<SVGElement | null>(
        (best, p) => (best === null || Math.abs(Number(p.dataset.index) - index) < Math.abs(Number(best.dataset.index) - index) ? p : best),
        null,
      );
    };
    const at = series.indexOf(from.dataset.series!);
    const next: Record<string, () => SVGElement | null | undefined> = {
      ArrowRight: () => same.find((p) => Number(p.dataset.index) > index),
      ArrowLeft: () => same.findLast((p) => Number(p.dataset.index) < index),
      ArrowDown: () => (at + 1 < series.length ? near(series[at + 1]!) : null),
      ArrowUp: () => (at > 0 ? near(series[at - 1]!) : null),
      Home: () => same[0],
      End: () => same.at(-1),
    };
    const target = next[event.key]?.();
    if (next[event.key]) event.preventDefault();
    if (!target) return;
    from.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  }

  const toggle = (key: string) =>
    setHidden((current) => {
      const out = new Set(current);
      if (out.has(key)) out.delete(key);
      else out.add(key);
      return out;
    });

  return (
    <div>
      <div
        ref={box}
        className="relative"
        onKeyDown={onKeyDown}
        onPointerOver={(e) => {
          const p = pointOf(e.target);
          if (p) show(p);
        }}
        onPointerOut={(e) => {
          if (pointOf(e.target)) setTip(null);
        }}
        onFocus={(e) => {
          const p = pointOf(e.target);
          if (p) show(p);
        }}
        onBlur={() => setTip(null)}
      >
        {children}
        {tip ? (
          // The point's own accessible name says the same; this is for the eye.
          <div
            aria-hidden="true"
            className={`pointer-events-none absolute z-10 -translate-y-full rounded-md ${tip.align === "left" ? "-translate-x-3" : tip.align === "right" ? "-translate-x-[calc(100%-0.75rem)]" : "-translate-x-1/2"} bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white shadow-lg dark:bg-slate-100 dark:text-slate-900`}
            style={{ left: tip.x, top: tip.y - 6 }}
          >
            {tip.text}
          </div>
        ) : null}
      </div>
      {legend.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-1 gap-y-1 text-xs" aria-label="Legend: show or hide a series">
          {legend.map((entry) => {
            const style = seriesOf(entry.style);
            const shown = !hidden.has(entry.key);
            return (
              <li key={entry.key}>
                <button
                  type="button"
                  aria-pressed={shown}
                  onClick={() => toggle(entry.key)}
                  className={`flex items-center gap-1.5 rounded px-1.5 py-0.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800 ${shown ? "" : "text-slate-400 line-through dark:text-slate-500"}`}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 10" className="h-2.5 w-5">
                    {entry.bar ? null : <line x1={0} x2={20} y1={5} y2={5} strokeWidth={2} strokeDasharray={style.dash} className={style.stroke} />}
                    <path
                      d={markerPath(entry.bar ? "square" : style.shape, 10, 5, 3.5)}
                      className={shown ? style.fill : "fill-slate-300 dark:fill-slate-600"}
                    />
                  </svg>
                  {entry.name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
