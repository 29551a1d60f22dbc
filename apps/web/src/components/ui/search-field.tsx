import { useId, type CSSProperties } from 'react';
import { SEARCH_ICON } from '../plain/content-icons';
import { PlainIcon } from '../plain/icons';
import './search-field.css';

type SearchFieldProps = { label: string; value: string; onChange: (value: string) => void; width?: number };

/**
 * A labelled search box with the search icon; full width on phones. MUI's small outlined
 * TextField with a start adornment (the label on the border, in a notch) from plain elements, so
 * Home renders it without MUI (decision 036).
 */
export function SearchField({ label, value, onChange, width = 300 }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="w-search" style={{ '--w-search-width': `${width}px` } as CSSProperties}>
      <label htmlFor={id}>{label}</label>
      <div className="w-search-box">
        <span className="w-search-icon">
          <PlainIcon path={SEARCH_ICON} />
        </span>
        <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
