import { SearchSkeleton } from "@/components/search/search-skeleton";

export default function SearchLoading() {
  return <SearchSkeleton />;
}
