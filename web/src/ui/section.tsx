// A page section with its optional heading and introduction: the rhythm every block shares.
import type { ReactNode } from 'react';
import { Editable } from './editable';

interface SectionProps {
  heading?: string;
  intro?: string;
  eyebrow?: string;
  tinted?: boolean;
  className?: string;
  headingId?: string;
  children: ReactNode;
}

export function Section({ heading, intro, eyebrow, tinted, className, headingId, children }: SectionProps) {
  // Every block that uses a section names these fields heading and intro (shared sectionHeading).
  return (
    <section
      className={`section${tinted ? ' section-tinted' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={heading ? headingId : undefined}
    >
      <div className="container">
        {heading || intro ? (
          <div className="section-head">
            {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
            <Editable as="h2" field="heading" id={headingId}>{heading}</Editable>
            <Editable as="p" field="intro">{intro}</Editable>
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
