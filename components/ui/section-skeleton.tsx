/** A slow section's place while its data streams in: a few grey lines, announced as loading. */
export function SectionSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-2">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" style={{ width: `${90 - i * 20}%` }} />
      ))}
    </div>
  );
}
