import type { BucketRow, RuleColumn } from "@/lib/audit-view";
import { BucketTable } from "./bucket-table";

/**
 * CLAIM VS DELIVERY: the agent formats' findings (A52, GoopSpec, ACOR), which arrive through the same AuditFinding
 * table under their own rule codes. A component of its own for their aggregates (per model, agent or tool, over time)
 * is being written separately and replaces this generic table here; until then it counts them by kind and rule.
 */
export function AgentFormatFindings({ rows, columns }: { rows: BucketRow[]; columns: RuleColumn[] }) {
  if (columns.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No agent-format findings are stored yet: a format&apos;s claim-against-delivery rules appear here once it declares them and its documents are read.
      </p>
    );
  return <BucketTable caption="Agent-format findings by kind and rule" bucketLabel="Kind" rows={rows} columns={columns} noun="Documents" />;
}
