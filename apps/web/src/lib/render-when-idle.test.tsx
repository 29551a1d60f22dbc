import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderWhenIdle } from './render-when-idle';

describe('RenderWhenIdle', () => {
  it('keeps the place first, then renders the children', async () => {
    const { container } = render(
      <RenderWhenIdle minHeight={600}>
        <p>Below the fold</p>
      </RenderWhenIdle>,
    );
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '600px' });
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
  });
});
