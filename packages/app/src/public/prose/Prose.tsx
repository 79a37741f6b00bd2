import type * as React from 'react';

/*
 * Typography for the reading pages (help centre, safety, terms, privacy). Tailwind's preflight
 * strips heading and list styles, so these restore a readable rhythm with theme tokens.
 */

/** A titled section of a reading page: an h2 and its content. */
export function ProseSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-foreground">{title}</h2>
      <div className="flex flex-col gap-3 leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:text-foreground [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

/** Vertical rhythm between prose sections. */
export function Prose({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-col gap-10">{children}</div>;
}
