import type { AnyAuditFinding, AnyAuditRule } from "@/lib/contract";
import { FindingsByRule } from "@/components/dialogue/audit-panel";
import { PageSection } from "@/components/dialogue/page-section";

/**
 * An agent format's claim against its delivery (docs/audit.md): the findings by rule with links to their lines, and
 * what was checked when there are none. Nothing for a kind whose format has no audit.
 */
export function ClaimsSection({ findings, rules, sourcePath }: { findings: readonly AnyAuditFinding[]; rules: readonly AnyAuditRule[]; sourcePath: string }) {
  if (rules.length === 0) return null;
  const checked = rules.map((r) => r.title.toLowerCase()).join("; ");
  return (
    <PageSection id="claims" title="Claim versus delivery">
      <FindingsByRule
        findings={findings}
        rules={rules}
        sourcePath={sourcePath}
        label="Claim against delivery, by rule"
        empty={`No findings: ${rules.length === 1 ? "1 rule" : `${rules.length} rules`} checked (${checked}).`}
      />
    </PageSection>
  );
}
