import type { ReactNode } from 'react';

export function ScreenTitle({ children }: { readonly children: ReactNode }) {
  return <h1 className="screen-title">{children}</h1>;
}

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
