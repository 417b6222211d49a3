import { ColumnHeads } from "@/components/data-table/column-heads";
import { ReleaseHoldsButton } from "./release-holds-button";

export interface HoldRow {
  itemId: number;
  title: string;
  round: number;
  judgeId: string;
  judgeName: string;
  until: Date;
}

/** For a lead: who holds which round of a queue until when, with a release per round and per judge. */
export function HoldsTable({ queueId, holds }: { queueId: number; holds: HoldRow[] }) {
  const judges = [...new Map(holds.map((h) => [h.judgeId, h.judgeName])).entries()];
  return (
    <section aria-labelledby="queue-holds-heading" className="space-y-3">
      <h2 id="queue-holds-heading" className="text-lg font-semibold">
        Holds
      </h2>
      {holds.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nobody holds a round of this queue now.</p>
      ) : (
        <>
          <ul aria-label="Release a judge's holds" className="flex flex-wrap gap-3">
            {judges.map(([id, name]) => (
              <li key={id}>
                <ReleaseHoldsButton queueId={queueId} judgeId={id} label={`Release every hold of ${name}`} text={`Release all of ${name}'s`} />
              </li>
            ))}
          </ul>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Holds in this queue">
            <table className="w-full min-w-[32rem] text-sm" aria-label="Held rounds">
              <thead>
                <ColumnHeads
                  rowClassName="border-b border-slate-200 text-left text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400"
                  className="py-1 font-medium"
                  columns={[{ label: "Round" }, { label: "Judge" }, { label: "Held until" }, { label: "Release" }]}
                />
              </thead>
              <tbody>
                {holds.map((h) => (
                  <tr key={`${h.itemId}:${h.judgeId}`} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                    <th scope="row" className="py-1 text-left font-medium">
                      {h.title}, round {h.round}
                    </th>
                    <td className="py-1">{h.judgeName}</td>
                    <td className="py-1 font-mono tabular-nums">{h.until.toISOString().slice(0, 16).replace("T", " ")} UTC</td>
                    <td className="py-1">
                      <ReleaseHoldsButton
                        queueId={queueId}
                        judgeId={h.judgeId}
                        itemId={h.itemId}
                        label={`Release ${h.judgeName}'s hold on ${h.title}, round ${h.round}`}
                        text="Release"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
