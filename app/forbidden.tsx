import Link from "next/link";

export default function Forbidden() {
  return (
    <section className="max-w-xl space-y-3">
      <h1 className="text-2xl font-semibold tracking-tight">Not allowed</h1>
      <p className="text-slate-600 dark:text-slate-400">Your role does not allow this page or action. An admin can change your role on the Users page.</p>
      <Link href="/" className="font-medium text-blue-700 underline dark:text-blue-300">
        Back to the dialogues
      </Link>
    </section>
  );
}
