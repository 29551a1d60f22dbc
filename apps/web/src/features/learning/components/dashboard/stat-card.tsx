import type { ReactNode } from 'react';
import '../../../../components/plain/content.css';
import './dashboard.css';

type StatCardProps = { title: string; children: ReactNode; id?: string };

/** One dashboard figure: a small heading over its value. */
export function StatCard({ title, children, id }: StatCardProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className="w-paper w-stat-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="w-overline w-secondary">
        {title}
      </h3>
      {children}
    </section>
  );
}
