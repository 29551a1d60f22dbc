import type { ReactNode } from 'react';
import '../plain/content.css';
import './page-header.css';

type PageHeaderProps = { title: string; subtitle?: string; actions?: ReactNode };

/**
 * The one h1 of a page; the top bar title is not a heading, so there is never a second one. Plain
 * elements with MUI's look (components/plain/content.css): Home renders without MUI (decision 036).
 */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="w-page-header">
      {/* React 19 hoists this into <head>: every page gets its own document title (WCAG 2.4.2). */}
      <title>{`${title} · Wilco`}</title>
      <div className="w-page-header-text">
        <h1 className={subtitle ? 'w-h1 w-gutter' : 'w-h1'}>{title}</h1>
        {subtitle ? <p className="w-body1 w-secondary">{subtitle}</p> : null}
      </div>
      {actions ? <div className="w-page-header-actions">{actions}</div> : null}
    </header>
  );
}
