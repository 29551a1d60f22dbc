import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DefaultLayout, type DefaultLayoutProps } from './default-layout';
import { SIDEBAR_ID } from './sidebar';

const items = [
  { to: '/Home', title: 'Home', icon: 'home' },
  { to: '/Quizzes', title: 'Featured Quizzes', icon: 'quiz' },
];

function renderLayout(props: Partial<DefaultLayoutProps> = {}, route = '/Quizzes') {
  return renderWithProviders(
    <DefaultLayout navItems={items} isNavLoading={false} announcement={null} user={null} {...props}>
      <h1>Page body</h1>
    </DefaultLayout>,
    { route },
  );
}

describe('DefaultLayout', () => {
  it("lets a tenant's style sheet written for MUI's class names reach the plain shell", () => {
    const css = [
      '.MuiAppBar-root { background-color: rgb(1, 2, 3); }',
      '.MuiDrawer-paper { border-right-color: rgb(4, 5, 6); }',
      '.MuiListItemButton-root { color: rgb(7, 8, 9); }',
    ].join('\n');
    // As the shell adds a tenant's sheet: a style element after the app's own styles.
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
    renderLayout();
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).toBe('rgb(1, 2, 3)');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(getComputedStyle(document.getElementById(SIDEBAR_ID)!).borderRightColor).toBe('rgb(4, 5, 6)');
    expect(getComputedStyle(within(nav).getByRole('link', { name: 'Home' })).color).toBe('rgb(7, 8, 9)');
    style.remove();
  });

  it('titles the top bar from the first path segment and marks the current page', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toHaveTextContent('Featured Quizzes');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Featured Quizzes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('always offers Help in a new tab', () => {
    renderLayout({ navItems: [] });
    const help = screen.getByRole('link', { name: /Help/ });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows placeholders while the route list loads', () => {
    renderLayout({ isNavLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading navigation');
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('has a skip link to the main landmark', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('opens the sidebar from a labelled toggle on small screens', async () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Collapse sidebar', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('closes the sidebar over the page with Escape and gives focus back to the toggle', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    const sidebar = screen.getByRole('dialog', { name: 'Sidebar' });
    expect(sidebar).toHaveFocus();
    expect(within(sidebar).getByRole('link', { name: 'Featured Quizzes' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(toggle).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the sidebar over the page when a page is chosen in it', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    const sidebar = screen.getByRole('dialog', { name: 'Sidebar' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the announcement, and the user only when known', () => {
    renderLayout({
      announcement: 'Checkride season: new quizzes this week.',
      user: { name: 'Amelia Earhart', email: 'amelia@example.org' },
    });
    expect(screen.getByRole('status', { name: 'Announcement' })).toHaveTextContent('Checkride season');
    expect(screen.getByText('Amelia Earhart')).toBeInTheDocument();
    expect(screen.getByText('amelia@example.org')).toBeInTheDocument();
  });

  it('opens account settings from the user, and offers the welcome video and logout', async () => {
    const actions = { onOpenAccount: vi.fn(), onPlayWelcome: vi.fn(), onLogout: vi.fn() };
    renderLayout({ user: { name: 'Lee Learner', email: 'learner@wilco.dev' }, actions });

    await userEvent.click(screen.getByRole('button', { name: /Lee Learner.*Account settings/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Play welcome video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(actions.onOpenAccount).toHaveBeenCalledTimes(1);
    expect(actions.onPlayWelcome).toHaveBeenCalledTimes(1);
    expect(actions.onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows a banner right under the top bar', () => {
    renderLayout({ banner: <p>Trial bar</p> });
    expect(screen.getByRole('banner').nextElementSibling).toHaveTextContent('Trial bar');
  });
});
