"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function ErrorPage(props: ErrorProps) {
  return <ErrorPanel {...props} title="Something went wrong" back={{ href: "/", label: "Back to the dialogues" }} />;
}
