"use client";

import { useParams } from "next/navigation";
import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function ArgumentMapError(props: ErrorProps) {
  const { slug } = useParams<{ slug: string }>();
  return <ErrorPanel {...props} title="The argument map could not be shown" back={{ href: `/d/${slug}`, label: "Back to the dialogue" }} />;
}
