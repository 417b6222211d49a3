import type { RoundCommentView } from "@/lib/db/comments";
import { linkClass } from "@/components/ui/styles";
import { CommentForm } from "./comment-form";

/** A round's discussion among judges: what may be shown to this reader, oldest first, and a form to add to it. */
export function RoundDiscussion({
  slug,
  dialogueId,
  round,
  comments,
  held,
  markers,
  markerHref,
}: {
  slug: string;
  dialogueId: number;
  round: number;
  comments: RoundCommentView[];
  held: boolean;
  markers: { anchor: string; label: string }[];
  markerHref: ((anchor: string) => string) | null;
}) {
  return (
    <section
      aria-labelledby={`discussion-${round}`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`discussion-${round}`} className="font-semibold">
        Discussion of round {round}
      </h2>
      {held ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Other judges&apos; comments stay hidden until you say you are done with this round.</p>
      ) : null}
      {comments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No comments {held ? "of yours " : ""}yet.</p>
      ) : (
        <ol aria-label={`Comments on round ${round}`} className="space-y-2">
          {comments.map((c) => (
            <li key={c.id} className="text-sm">
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {c.authorName} · {c.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC
                {c.marker ? (
                  <>
                    {" "}
                    · on{" "}
                    {markerHref ? (
                      <a href={markerHref(c.marker)} className={linkClass}>
                        {c.markerLabel ?? c.marker}
                      </a>
                    ) : (
                      (c.markerLabel ?? c.marker)
                    )}
                  </>
                ) : null}
              </p>
              <p className="whitespace-pre-wrap">{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      <CommentForm slug={slug} dialogueId={dialogueId} round={round} markers={markers} />
    </section>
  );
}
