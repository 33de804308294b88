import type { ReactNode } from 'react';

/** The heading of a screen's content (the top bar shows the same title, scrolling). */
export function ScreenTitle({ children }: { readonly children: ReactNode }) {
  return <h1 className="screen-title">{children}</h1>;
}

/** A screen's content column with standard padding. */
export function Screen({
  children,
  label,
}: {
  readonly children: ReactNode;
  readonly label?: string;
}) {
  return (
    <section className="screen" aria-label={label}>
      {children}
    </section>
  );
}
