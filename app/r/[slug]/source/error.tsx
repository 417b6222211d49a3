"use client";

import { useParams } from "next/navigation";
import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function DocumentSourceError(props: ErrorProps) {
  const { slug } = useParams<{ slug: string }>();
  return <ErrorPanel {...props} title="The source could not be shown" back={{ href: `/r/${slug}`, label: "Back to the document" }} />;
}
