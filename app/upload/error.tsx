"use client";

import { ErrorPanel, type ErrorProps } from "@/components/ui/error-panel";

export default function UploadError(props: ErrorProps) {
  return <ErrorPanel {...props} title="The upload page could not be shown" back={{ href: "/", label: "Back to the dialogues" }} />;
}
