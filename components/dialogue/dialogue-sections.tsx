import type { AuditFinding, Diagnostic, Marker, ParsedDialogue, PersuasionMove } from "@/lib/contract";
import type { Provenance } from "@/lib/db/provenance";
import type { DialogueView } from "@/lib/dialogue-view";
import type { Paged } from "@/lib/page-budget";
import type { VersionDiff } from "@/lib/versions/version-diff";
import type { DialogueState, RoundDiff } from "@/lib/views/dialogue/dialogue-state";
import { AuditPanel } from "@/components/dialogue/audit-panel";
import { LintPanel } from "@/components/dialogue/lint-panel";
import { MarkerList } from "@/components/dialogue/marker-list";
import { PageSection } from "@/components/dialogue/page-section";
import { PersuasionPanel } from "@/components/dialogue/persuasion-panel";
import { RoundState } from "@/components/dialogue/round-state";
import { Threads } from "@/components/dialogue/threads";
import { JudgesIsland } from "@/components/judging/judges-island";
import { VersionScores } from "@/components/judging/version-scores";
import { DocumentAdminControls } from "@/components/provenance/document-admin-controls";
import { ProvenanceSection } from "@/components/provenance/provenance-section";
import { ScoreboardSection } from "@/components/scoreboard/scoreboard-section";

// The sections of a dialogue's page, each its own heading and address (`#threads`, …), so the page only composes them.

const link = "font-medium link";
type MarkerHref = (ordinal: number) => string;

export function StateSection(props: { state: DialogueState; diff: RoundDiff | null; hrefs: string[]; markerHref: MarkerHref; perspectivesHref?: string }) {
  return (
    <PageSection id="state" title="State at round">
      <RoundState {...props} />
    </PageSection>
  );
}

export function MarkersSection(props: { markers: Marker[]; page: Paged<Marker>; reason: string; sourcePath: string; href: (n: number) => string }) {
  return (
    <PageSection id="markers" title="Markers">
      <MarkerList {...props} />
    </PageSection>
  );
}

export function ThreadsSection(props: {
  dialogue: ParsedDialogue;
  slug: string;
  page: number;
  pageHref: (n: number) => string;
  markerHref: MarkerHref;
  threadHref?: (anchor: string) => string;
}) {
  return (
    <PageSection id="threads" title="Threads">
      <p className="mb-3 text-sm">
        <a href={`/d/${props.slug}/map`} className={link}>
          Argument map
        </a>{" "}
        <span className="muted">— these threads and every move between them, round by round</span>
      </p>
      <Threads {...props} />
    </PageSection>
  );
}

export function AuditSection(props: { findings: AuditFinding[]; markers: number; sourcePath: string }) {
  return (
    <PageSection id="audit" title="Convergence audit">
      <AuditPanel {...props} />
    </PageSection>
  );
}

export function PersuasionSection(props: { moves: PersuasionMove[]; markers: number; sourcePath: string; href?: string }) {
  return (
    <PageSection id="persuasion" title="Who moved whom">
      <PersuasionPanel {...props} />
    </PageSection>
  );
}

export function ScoresSection({ dialogue, slug, view }: { dialogue: ParsedDialogue; slug: string; view: DialogueView }) {
  return (
    <PageSection id="scoreboard" title="Scoreboard">
      <ScoreboardSection
        board={dialogue.scoreboard}
        view={view.view}
        sort={view.sort}
        direction={view.dir}
        slug={slug}
        markers={dialogue.markers}
        roundList={dialogue.rounds.map((r) => r.number)}
      />
    </PageSection>
  );
}

/** The Judges section: its heading now, its content once the browser has the viewer's judging data. */
export function JudgesPageSection() {
  return (
    <PageSection id="judges" title="Judges">
      <JudgesIsland />
    </PageSection>
  );
}

export function LintSection({ diagnostics, sourcePath }: { diagnostics: Diagnostic[]; sourcePath: string }) {
  return (
    <PageSection id="lint" title="Lint">
      <LintPanel diagnostics={diagnostics} sourcePath={sourcePath} />
      <p className="mt-3 text-sm">
        <a href={sourcePath} className={link}>
          Source with line numbers
        </a>
      </p>
    </PageSection>
  );
}

export function VersionsSection({ slug, provenance, diff, admin }: { slug: string; provenance: Provenance; diff: VersionDiff | null; admin: boolean }) {
  return (
    <PageSection id="versions" title="Sources and versions">
      <ProvenanceSection slug={slug} provenance={provenance} diff={diff} scores={(version) => <VersionScores version={version} />} />
      {admin ? (
        <div className="mt-4">
          <DocumentAdminControls slug={slug} />
        </div>
      ) : null}
    </PageSection>
  );
}
