import type { PageSection } from '@matka/shared/messages/pages';
import type { ReactNode } from 'react';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import '@/features/content/content.css';

/** A static policy text: title, optional date line, sections of plain paragraphs. */
export function PolicyPage({
  title,
  dateLine,
  sections,
  children,
}: {
  readonly title: string;
  readonly dateLine?: string;
  readonly sections: readonly PageSection[];
  readonly children?: ReactNode;
}) {
  return (
    <Screen label={title}>
      <article className="card content-card policy">
        <ScreenTitle>{title}</ScreenTitle>
        {dateLine ? <p className="muted">{dateLine}</p> : null}
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="policy__heading">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        {children}
      </article>
    </Screen>
  );
}
