import { SkeletonBlock, SkeletonTable } from "@/components/ui/skeleton";

/** The board's place while it loads: the intro's lines, the toolbar's row and the table. */
export function LeaderboardSkeleton() {
  return (
    <>
      <div className="max-w-3xl space-y-2">
        <SkeletonBlock className="h-4 w-full" />
        <SkeletonBlock className="h-4 w-2/3" />
      </div>
      <div className="flex flex-wrap gap-3">
        {["w-32", "w-28", "w-36", "w-36", "w-24"].map((width, i) => (
          <SkeletonBlock key={i} className={`h-9 ${width}`} />
        ))}
      </div>
      <SkeletonTable rows={8} />
    </>
  );
}
