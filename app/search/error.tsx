"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function SearchError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The search could not be run" back={{ href: "/search", label: "Start a new search" }} />;
}
