"use client";

/** A facet value's checkbox: ticking or unticking it runs the search at once (its form is the address's facets). */
export function FacetCheckbox({ id, name, value, checked }: { id: string; name: string; value: string; checked: boolean }) {
  return (
    <input
      id={id}
      type="checkbox"
      name={name}
      value={value}
      defaultChecked={checked}
      onChange={(e) => e.currentTarget.form?.requestSubmit()}
      className="size-4 shrink-0 rounded border-slate-400 accent-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600 dark:accent-blue-400"
    />
  );
}
