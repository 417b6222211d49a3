import { Loading, SkeletonBlock } from "@/components/ui/skeleton";

/** The search page's shape while the search runs (app/search/loading.tsx): its title, the query row, the facets beside the results. */
export function SearchSkeleton() {
  return (
    <Loading what="search results" className="space-y-5" heading={<h1 className="text-2xl font-semibold tracking-tight">Search tensions and perspectives</h1>}>
      <div className="flex flex-wrap items-end gap-3">
        <SkeletonBlock className="h-9 min-w-0 flex-1 basis-64" />
        <SkeletonBlock className="h-9 w-40" />
        <SkeletonBlock className="h-9 w-24" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <div className="hidden space-y-3 lg:block">
          {["w-24", "w-full", "w-5/6", "w-full", "w-28", "w-4/5", "w-full"].map((width, i) => (
            <SkeletonBlock key={i} className={`h-4 ${width}`} />
          ))}
        </div>
        <div className="min-w-0 space-y-4">
          <SkeletonBlock className="h-5 w-1/3" />
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <SkeletonBlock className="h-4 w-2/3" />
              <SkeletonBlock className="h-4 w-full" />
              <SkeletonBlock className="h-4 w-5/6" />
            </div>
          ))}
        </div>
      </div>
    </Loading>
  );
}
