// A page section with its optional heading and introduction: the rhythm every block shares.
import type { ReactNode } from 'react';
import { useEditAttrs } from './edit-path';

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
  const edit = useEditAttrs();
  return (
    <section
      className={`section${tinted ? ' section-tinted' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={heading ? headingId : undefined}
    >
      <div className="container">
        {heading || intro ? (
          <div className="section-head">
            {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
            {heading ? (
              <h2 id={headingId} {...edit('heading')}>
                {heading}
              </h2>
            ) : null}
            {intro ? <p {...edit('intro')}>{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
