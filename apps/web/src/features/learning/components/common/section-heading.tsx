import type { ReactNode } from 'react';
import './common.css';

type SectionHeadingProps = { id: string; title: string; actions?: ReactNode };

/** A section's h2 with its actions (search, 'View all') beside it, wrapping under it on phones. */
export function SectionHeading({ id, title, actions }: SectionHeadingProps) {
  return (
    <div className="w-section-heading">
      <h2 id={id} className="w-h5">
        {title}
      </h2>
      {actions}
    </div>
  );
}
